import { useAppStore } from '../../store/store-context.tsx';
import { CartIcon } from '../../ui/icons.tsx';

/** Opens the Buy credits dialog (offered wherever a balance runs short). */
export function BuyCreditsButton({ primary = true, label = 'Buy credits' }: { primary?: boolean; label?: string }) {
  const openDialog = useAppStore((s) => s.openDialog);
  return (
    <button type="button" className={`button${primary ? ' button-primary' : ''}`} onClick={() => openDialog('buy')}>
      <CartIcon /> {label}
    </button>
  );
}
