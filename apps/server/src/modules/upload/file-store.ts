import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Where upload bytes live: a folder outside the web root (UPLOAD_DIR). Keys are random, so a name
 * says nothing about the file or its owner and cannot be guessed; they are also the only input to
 * a path here, never a name the browser sent.
 */
export interface FileStore {
  put(ext: string, data: Uint8Array): Promise<string>;
  read(key: string): fs.ReadStream;
  remove(key: string): Promise<void>;
}

const KEY_RE = /^[0-9a-f]{2}\/[0-9a-f]{32}\.(jpg|png|pdf)$/;

export function diskFileStore(root: string): FileStore {
  const full = (key: string) => {
    // Keys come from our own rows; the check keeps a corrupted row from reading outside the root.
    if (!KEY_RE.test(key)) throw new Error(`bad upload key ${key}`);
    return path.join(root, key);
  };
  return {
    async put(ext, data) {
      const name = randomBytes(16).toString('hex');
      const key = `${name.slice(0, 2)}/${name}.${ext}`;
      await fs.promises.mkdir(path.join(root, name.slice(0, 2)), { recursive: true });
      // 'wx' refuses to overwrite: two uploads can never share bytes by a key collision.
      await fs.promises.writeFile(full(key), data, { flag: 'wx', mode: 0o640 });
      return key;
    },
    read: (key) => fs.createReadStream(full(key)),
    async remove(key) {
      await fs.promises.rm(full(key), { force: true });
    },
  };
}
