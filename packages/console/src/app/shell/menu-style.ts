import { createStore } from '../../lib/store';

/** Spec 2: the icon menu ('oldmenu', default) or the tree menu ('newmenu'), kept per browser. */
export type MenuStyle = 'oldmenu' | 'newmenu';

const STORAGE_KEY = 'menuStyle';

function stored(): MenuStyle {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'newmenu' ? 'newmenu' : 'oldmenu';
  } catch {
    return 'oldmenu';
  }
}

export const menuStyleStore = createStore<MenuStyle>(stored());

export function setMenuStyle(style: MenuStyle): void {
  localStorage.setItem(STORAGE_KEY, style);
  menuStyleStore.set(style);
}
