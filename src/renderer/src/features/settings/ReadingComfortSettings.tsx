import { useAppStore } from '../../store/store-context.tsx';
import { Segmented, type SegmentOption } from '../../ui/Segmented.tsx';
import { selectLineWidth, selectTextSize } from './selectors.ts';
import { TEXT_SIZES, type LineWidth, type TextSize } from './state.ts';

type TextSizeValue = `${TextSize}`;

const TEXT_SIZE_OPTIONS: readonly SegmentOption<TextSizeValue>[] = TEXT_SIZES.map((size) => ({ value: `${size}`, label: `${size}%` }));

const LINE_WIDTH_OPTIONS: readonly SegmentOption<LineWidth>[] = [
  { value: 'narrow', label: 'Narrow' },
  { value: 'medium', label: 'Medium' },
  { value: 'wide', label: 'Wide' },
];

/** Size and line length of the Bible text; the interface around it keeps its own size. */
export function ReadingComfortSettings() {
  const textSize = useAppStore(selectTextSize);
  const lineWidth = useAppStore(selectLineWidth);
  const setTextSize = useAppStore((s) => s.setTextSize);
  const setLineWidth = useAppStore((s) => s.setLineWidth);
  return (
    <>
      <div className="setting">
        <Segmented<TextSizeValue> label="Text size" value={`${textSize}`} options={TEXT_SIZE_OPTIONS} onChange={(v) => setTextSize(Number(v) as TextSize)} />
        <p className="setting-help">The Bible text in the reading view and in results. Menus and buttons keep their size.</p>
      </div>
      <div className="setting">
        <Segmented<LineWidth> label="Line width" value={lineWidth} options={LINE_WIDTH_OPTIONS} onChange={setLineWidth} />
        <p className="setting-help">How far a line of the reading view runs before it wraps. Shorter lines are easier to follow.</p>
      </div>
    </>
  );
}
