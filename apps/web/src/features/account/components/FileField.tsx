import { UPLOAD_ACCEPT, MAX_UPLOAD_BYTES, UPLOAD_SIZE_MSG, UPLOAD_TYPE_MSG } from '@shop/shared';
import type { Rule } from 'antd/es/form';

/** A licence image or PDF picked from disk; the form keeps the File itself. */
export function FileField({
  value,
  onChange,
  id,
}: {
  value?: File | undefined;
  onChange?: (f: File | undefined) => void;
  id?: string;
}) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      <input
        id={id}
        type="file"
        accept={UPLOAD_ACCEPT}
        onChange={(e) => onChange?.(e.target.files?.[0] ?? undefined)}
      />
      {value && <span style={{ color: '#0b7a4b', fontSize: 12 }}>{(value.size / 1024).toFixed(0)} KB</span>}
    </div>
  );
}

/** Required, at most 5 MB, and named like what the server accepts (it checks the bytes again). */
export const fileRules = (missing: string): Rule[] => [
  { required: true, message: missing },
  {
    validator: async (_r, f: File | undefined) => {
      if (!f) return;
      if (f.size > MAX_UPLOAD_BYTES) throw new Error(UPLOAD_SIZE_MSG);
      if (!/\.(jpe?g|png|pdf)$/i.test(f.name)) throw new Error(UPLOAD_TYPE_MSG);
    },
  },
];
