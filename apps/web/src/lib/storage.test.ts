import { STORAGE_CONTROL_MARKER } from './config';
import {
  clearStorage,
  ensureControlMarker,
  getLanguage,
  getRole,
  getToken,
  readItem,
  removeItem,
  STORAGE_KEYS,
  storeLanguage,
  writeItem,
} from './storage';

describe('storage keys (spec §3)', () => {
  it('has one key for each stored item of the spec, the display look, the offline device id, the saved main page and the thermal printer', () => {
    expect(Object.keys(STORAGE_KEYS).sort()).toEqual(
      ['backendVersion', 'bootSnapshot', 'company', 'control', 'deviceId', 'farmer', 'language', 'loggedDevice', 'look', 'printer', 'role', 'token', 'user'].sort(),
    );
    expect(new Set(Object.values(STORAGE_KEYS)).size).toBe(13);
  });
});

describe('control marker (spec §4)', () => {
  const fill = () => {
    writeItem(STORAGE_KEYS.token, { access: 'a', refresh: 'r' });
    writeItem(STORAGE_KEYS.role, 'Operator');
    window.localStorage.setItem('something-else', 'x');
  };

  it('wipes everything when the marker is missing, then sets it', () => {
    fill();
    expect(ensureControlMarker()).toBe(true);
    expect(getToken()).toBeNull();
    expect(getRole()).toBeNull();
    expect(window.localStorage.getItem('something-else')).toBeNull();
    expect(readItem(STORAGE_KEYS.control)).toBe(STORAGE_CONTROL_MARKER);
  });

  it('wipes everything when the marker differs', () => {
    writeItem(STORAGE_KEYS.control, 'an-older-format');
    fill();
    expect(ensureControlMarker()).toBe(true);
    expect(getToken()).toBeNull();
    expect(readItem(STORAGE_KEYS.control)).toBe(STORAGE_CONTROL_MARKER);
  });

  it('keeps everything when the marker matches', () => {
    writeItem(STORAGE_KEYS.control, STORAGE_CONTROL_MARKER);
    fill();
    expect(ensureControlMarker()).toBe(false);
    expect(getToken()).toEqual({ access: 'a', refresh: 'r' });
    expect(getRole()).toBe('Operator');
  });
});

describe('language (spec §4)', () => {
  it('stores a supported language', () => {
    expect(storeLanguage('gu')).toBe(true);
    expect(getLanguage()).toBe('gu');
  });

  it.each(['de', 'EN', '', 'hi-IN'])('does not store the unsupported language %j', (language) => {
    storeLanguage('fr');
    expect(storeLanguage(language)).toBe(false);
    expect(getLanguage()).toBe('fr');
  });

  it('ignores an unsupported value found in storage', () => {
    window.localStorage.setItem(STORAGE_KEYS.language, JSON.stringify('xx'));
    expect(getLanguage()).toBeNull();
  });
});

describe('role', () => {
  it('reads only the roles the login response can carry', () => {
    writeItem(STORAGE_KEYS.role, 'Farmer');
    expect(getRole()).toBe('Farmer');
    writeItem(STORAGE_KEYS.role, 'Admin');
    expect(getRole()).toBeNull();
  });
});

describe('failures are only logged (spec §8)', () => {
  const broken = (method: 'getItem' | 'setItem' | 'removeItem' | 'clear') => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(Storage.prototype, method).mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    return error;
  };

  it('read failure → null and a console error', () => {
    const error = broken('getItem');
    expect(readItem(STORAGE_KEYS.user)).toBeNull();
    expect(getToken()).toBeNull();
    expect(error).toHaveBeenCalled();
  });

  it('write failure → no throw, a console error', () => {
    const error = broken('setItem');
    expect(() => writeItem(STORAGE_KEYS.user, { id: 1 })).not.toThrow();
    expect(() => storeLanguage('hi')).not.toThrow();
    expect(error).toHaveBeenCalled();
  });

  it('remove and clear failures → no throw, a console error', () => {
    const removeError = broken('removeItem');
    expect(() => removeItem(STORAGE_KEYS.user)).not.toThrow();
    expect(removeError).toHaveBeenCalled();
    vi.restoreAllMocks();
    const clearError = broken('clear');
    expect(() => clearStorage()).not.toThrow();
    expect(() => ensureControlMarker()).not.toThrow();
    expect(clearError).toHaveBeenCalled();
  });

  it('unreadable JSON → null and a console error', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    window.localStorage.setItem(STORAGE_KEYS.user, '{not json');
    expect(readItem(STORAGE_KEYS.user)).toBeNull();
    expect(error).toHaveBeenCalled();
  });
});

describe('writing nothing', () => {
  it('keeps what was stored rather than the text "undefined", and says so in the console', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    writeItem(STORAGE_KEYS.company, 3);
    writeItem(STORAGE_KEYS.company, undefined);
    expect(window.localStorage.getItem(STORAGE_KEYS.company)).toBe('3');
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining(STORAGE_KEYS.company));
  });
});
