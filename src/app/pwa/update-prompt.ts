const PROMPT_ID = 'pwa-update-prompt';

export interface UpdatePromptWords {
  text: string;
  reload: string;
  later: string;
  onReload: () => void;
}

/**
 * A bar at the foot of the window saying a new version is ready. Plain DOM rather than antd: it
 * must show over any screen (the login page and the big screens have no antd <App> context), and
 * /login does not load antd's notification.
 */
export function showUpdatePrompt(words: UpdatePromptWords): void {
  if (document.getElementById(PROMPT_ID)) return;
  const bar = document.createElement('div');
  bar.id = PROMPT_ID;
  bar.setAttribute('role', 'status');
  bar.style.cssText =
    'position:fixed;left:8px;right:8px;bottom:8px;z-index:2000;display:flex;flex-wrap:wrap;gap:8px;align-items:center;justify-content:space-between;padding:12px 16px;border-radius:8px;background:#1f1f1f;color:#fff;font-size:14px;box-shadow:0 4px 12px rgba(0,0,0,.3)';
  const text = document.createElement('span');
  text.textContent = words.text;
  const actions = document.createElement('span');
  actions.style.cssText = 'display:flex;gap:8px';
  const button = (label: string, primary: boolean, onClick: () => void) => {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = label;
    b.style.cssText = `min-height:44px;padding:0 16px;border-radius:6px;border:1px solid #fff;cursor:pointer;font-size:14px;${primary ? 'background:#fff;color:#1f1f1f' : 'background:transparent;color:#fff'}`;
    b.addEventListener('click', onClick);
    return b;
  };
  actions.append(
    button(words.later, false, () => bar.remove()),
    button(words.reload, true, () => {
      bar.remove();
      words.onReload();
    }),
  );
  bar.append(text, actions);
  document.body.append(bar);
}
