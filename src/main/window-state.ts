import { screen, type BrowserWindow } from 'electron';
import Store from 'electron-store';
import { DEFAULT_BOUNDS, type WindowBounds } from './window-options.ts';

interface WindowState {
  bounds: WindowBounds;
  maximized: boolean;
}

/** Remembers the main window's size and position between runs, ignoring a position now off-screen. */
export function createWindowState() {
  const store = new Store<WindowState>({ name: 'window-state', defaults: { bounds: DEFAULT_BOUNDS, maximized: false } });

  function visible(bounds: WindowBounds): boolean {
    if (bounds.x === undefined || bounds.y === undefined) return true;
    return screen
      .getAllDisplays()
      .some(({ workArea: a }) => bounds.x! < a.x + a.width && bounds.x! + bounds.width > a.x && bounds.y! < a.y + a.height && bounds.y! + bounds.height > a.y);
  }

  return {
    bounds(): WindowBounds {
      const saved = store.get('bounds');
      return visible(saved) ? saved : { width: saved.width, height: saved.height };
    },
    maximized: () => store.get('maximized'),
    track(window: BrowserWindow): void {
      const save = () => {
        if (window.isDestroyed()) return;
        store.set('maximized', window.isMaximized());
        if (!window.isMaximized() && !window.isMinimized()) store.set('bounds', window.getBounds());
      };
      window.on('resize', save);
      window.on('move', save);
      window.on('close', save);
    },
  };
}
