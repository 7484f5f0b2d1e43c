import { app, dialog, Menu, type BrowserWindow, type MenuItemConstructorOptions } from 'electron';

export interface AboutFacts {
  dataDir: string;
  verses: number;
  embeddingModel: string;
}

/** The app menu: Edit (copy/paste), View (zoom), Help → About with version, data folder and facts. */
export function installMenu(getWindow: () => BrowserWindow | undefined, about: () => Promise<AboutFacts>): void {
  const showAbout = async () => {
    const facts = await about();
    const options = {
      type: 'info' as const,
      title: 'About Scripture Study',
      message: `Scripture Study ${app.getVersion()}`,
      detail: [
        `Verses: ${facts.verses.toLocaleString('en-US')} (KJV and WEB)`,
        `Embedding model: ${facts.embeddingModel}`,
        `Data folder: ${facts.dataDir}`,
      ].join('\n'),
    };
    const window = getWindow();
    await (window ? dialog.showMessageBox(window, options) : dialog.showMessageBox(options));
  };

  const template: MenuItemConstructorOptions[] = [
    ...(process.platform === 'darwin' ? [{ role: 'appMenu' as const }] : []),
    { role: 'fileMenu' },
    { role: 'editMenu' },
    {
      label: 'View',
      submenu: [
        { role: 'resetZoom' },
        { role: 'zoomIn' },
        { role: 'zoomOut' },
        { type: 'separator' },
        { role: 'togglefullscreen' },
        ...(app.isPackaged ? [] : [{ role: 'toggleDevTools' as const }]),
      ],
    },
    { role: 'windowMenu' },
    { role: 'help', submenu: [{ label: 'About Scripture Study', click: () => void showAbout() }] },
  ];
  Menu.setApplicationMenu(Menu.buildFromTemplate(template));
}
