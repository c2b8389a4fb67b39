/** Spec §7: 90% x 80% of the screen under 768 px wide, otherwise 50% x 75%, centred. */
export function popupFeatures(screen: { width: number; height: number }): string {
  const small = screen.width < 768;
  const width = Math.round(screen.width * (small ? 0.9 : 0.5));
  const height = Math.round(screen.height * (small ? 0.8 : 0.75));
  const left = Math.round((screen.width - width) / 2);
  const top = Math.round((screen.height - height) / 2);
  return `popup=yes,width=${width},height=${height},left=${left},top=${top},scrollbars=yes,resizable=yes`;
}

/**
 * Opens `url` in a sized popup window. Returns false when the browser refused (popup blocker),
 * so the caller can let the link's own target=_blank navigation happen instead.
 */
export function openPopup(url: string, name: string): boolean {
  const popup = window.open(url, name, popupFeatures(window.screen));
  if (!popup) return false;
  // Cut the link back to this page (what rel=noopener does for the fallback link).
  popup.opener = null;
  return true;
}
