"""Subsets Noto Sans SC (OFL) to what the shop's PDFs print: ASCII, the GB2312 set, CJK punctuation
and every other character in the server's and shared package's sources (product data, labels).
Run once after changing the seed data: pip install fonttools; python3 scripts/subset-pdf-font.py <dir of NotoSansSC_*.ttf>
The results are committed in apps/server/assets/fonts (lib/pdf/index.ts loads them)."""
import pathlib, sys
from fontTools import subset

src = pathlib.Path(sys.argv[1])
root = pathlib.Path(__file__).resolve().parent.parent
chars = {chr(c) for c in range(0x20, 0x7F)}
for hi in range(0xA1, 0xF8):
    for lo in range(0xA1, 0xFF):
        try:
            chars.add(bytes([hi, lo]).decode('gb2312'))
        except UnicodeDecodeError:
            pass
chars |= {chr(c) for c in range(0x3000, 0x3040)} | {chr(c) for c in range(0xFF00, 0xFFF0)}
for folder in ('apps/server/src', 'packages/shared/src'):
    for f in (root / folder).rglob('*.ts'):
        chars |= {ch for ch in f.read_text(encoding='utf-8') if ord(ch) > 0x7F}
text = ''.join(sorted(chars))
out = root / 'apps/server/assets/fonts'
for weight, name in (('400Regular', 'NotoSansSC_400Regular'), ('700Bold', 'NotoSansSC_700Bold')):
    opts = subset.Options()
    opts.name_IDs = ['*']
    opts.notdef_outline = True
    opts.hinting = False
    font = subset.load_font(str(src / weight / f'{name}.ttf'), opts)
    s = subset.Subsetter(opts)
    s.populate(text=text)
    s.subset(font)
    subset.save_font(font, str(out / f'{name}.subset.ttf'), opts)
print(len(text), 'characters')
