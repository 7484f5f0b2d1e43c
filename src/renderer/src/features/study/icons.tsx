import { Icon, type IconProps } from '../../ui/icons.tsx';

export const BookmarkIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M6.5 3.5h11v17l-5.5-4-5.5 4z" />
  </Icon>
);

export const NoteIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M5 4h14v11l-5 5H5z" />
    <path d="M14 20v-5h5M8.5 9h7M8.5 12.5h4" />
  </Icon>
);

export const HighlightIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="m14.5 4.5 5 5L10 19H5v-5z" />
    <path d="M4 21h16" />
  </Icon>
);

export const FolderIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M3.5 6.5v12h17v-10h-9l-2-2z" />
  </Icon>
);

export const TagIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M3.5 12.5v-8h8l9 9-8 8z" />
    <circle cx="8" cy="9" r="1.5" />
  </Icon>
);

export const TrashIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4.5 7h15M10 11v6M14 11v6M6.5 7l1 13h9l1-13M9.5 7V4h5v3" />
  </Icon>
);

export const StudyIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 5.5c2.7-.9 5.3-.7 8 .9 2.7-1.6 5.3-1.8 8-.9v13c-2.7-.9-5.3-.7-8 .9-2.7-1.6-5.3-1.8-8-.9z" />
    <path d="M15 6v6l1.5-1 1.5 1V5.6" />
  </Icon>
);
