import { create } from 'zustand';
import { findUserinfo } from '../api/users';
import { LOCAL_KEYS } from '../lib/storage-keys';

interface AvatarState {
  /** The signed-in user's avatar address, or null for the default icon. */
  url: string | null;
}

const stored = () => {
  try {
    return localStorage.getItem(LOCAL_KEYS.avatar);
  } catch {
    return null;
  }
};

/**
 * The header's avatar. Kept under the spec's `avatorImgPath` so a reload draws it at once; logout
 * clears local storage, and the next sign-in reads it from the profile again.
 */
export const useAvatarStore = create<AvatarState>()(() => ({ url: stored() }));

export function setAvatarUrl(url: string | null): void {
  if (url) localStorage.setItem(LOCAL_KEYS.avatar, url);
  else localStorage.removeItem(LOCAL_KEYS.avatar);
  useAvatarStore.setState({ url });
}

/** Reads the avatar from the profile (another browser may have changed it); a failure keeps what is stored. */
export async function refreshAvatar(): Promise<void> {
  try {
    setAvatarUrl((await findUserinfo()).avatar_url);
  } catch {
    // The header keeps the stored avatar or the default icon; the profile page shows real errors.
  }
}
