#!/usr/bin/env bash
# Builds the subset fonts the app writes Japanese with (cjk-regular.otf,
# cjk-bold.otf, cjk-mono.otf) from Noto Sans CJK JP: every character from
# U+2E80 on of every message of every language (i18n/locales/*.toml, all
# parts) and of the names in i18n/*.go (languages, yaku), plus the margin
# in margin.txt, the kana, the CJK punctuation, the full-width forms and the
# spaces. Latin, digits and common punctuation stay out: the app takes them
# from Fyne's own fonts. Also writes OFL.txt, the fonts' licence.
#
# Needs Debian's fonts-noto-cjk and python3-fonttools:
#   apt-get install fonts-noto-cjk python3-fonttools
# Run from anywhere: assets/fonts/build.sh
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
noto="${NOTO_DIR:-/usr/share/fonts/opentype/noto}"

# A python with fontTools: Debian's (/usr/bin/python3) when another python
# (pyenv, a venv) comes first in PATH without it.
py=""
for p in python3 /usr/bin/python3; do
  if command -v "$p" >/dev/null && "$p" -c 'import fontTools' 2>/dev/null; then py="$p"; break; fi
done
[ -n "$py" ] || { echo "build.sh: no python3 with fontTools (apt-get install python3-fonttools)" >&2; exit 1; }
for s in Regular Bold; do
  [ -f "$noto/NotoSansCJK-$s.ttc" ] || { echo "build.sh: $noto/NotoSansCJK-$s.ttc missing (apt-get install fonts-noto-cjk)" >&2; exit 1; }
done

"$py" - "$root" "$here" "$noto" <<'PY'
import glob, os, sys, tomllib
from fontTools import subset
from fontTools.ttLib import TTCollection
from fontTools.ttLib.scaleUpem import scale_upem

root, here, noto = sys.argv[1:4]

def texts(v):
    """Every shown text of a message file: all fields but the translators' notes."""
    if isinstance(v, dict):
        for k, x in v.items():
            if k != "description":
                yield from texts(x)
    elif isinstance(v, str):
        yield v

chars = set()
files = sorted(glob.glob(os.path.join(root, "i18n/locales/*.toml")))
if not files:
    sys.exit("build.sh: no message files under i18n/locales")
for f in files:
    with open(f, "rb") as fh:
        for t in texts(tomllib.load(fh)):
            chars.update(t)
for f in glob.glob(os.path.join(root, "i18n/*.go")):  # language names, yaku kanji
    with open(f, encoding="utf-8") as fh:
        chars.update(fh.read())
with open(os.path.join(here, "margin.txt"), encoding="utf-8") as fh:
    for line in fh:
        if not line.startswith("#"):
            chars.update(line)
chars = {c for c in chars if ord(c) >= 0x2E80}
# The spaces: go-text keeps a space in the font of the text before it, and
# assumes every font has them.
chars.update(" \u00a0\u2002\u2003\u2009\u200a\u202f\u205f")
for lo, hi in [(0x3000, 0x303F), (0x3040, 0x309F), (0x30A0, 0x30FF), (0x31F0, 0x31FF), (0xFF00, 0xFFEF)]:
    chars.update(chr(r) for r in range(lo, hi + 1))

# Each font gets the line metrics (units to the em, ascender, descender, no
# gap) of the Fyne font it stands before: Fyne sizes a line by the first
# font of the style that has a space, this one, so a line is as tall as with
# Fyne's own font and nothing moves in any language (kanji fit inside).
# Noto Sans for regular and bold; DejaVu Sans Mono for monospace.
# TestCJKLineHeight checks them.
for style, out, upem, asc, desc in [
    ("Regular", "cjk-regular.otf", 1000, 1069, 293),
    ("Bold", "cjk-bold.otf", 1000, 1069, 293),
    ("Regular", "cjk-mono.otf", 2048, 1901, 483),
]:
    font = TTCollection(os.path.join(noto, f"NotoSansCJK-{style}.ttc")).fonts[0]  # 0: Noto Sans CJK JP
    cmap = font.getBestCmap()
    unicodes = sorted(ord(c) for c in chars if ord(c) in cmap)
    opts = subset.Options()
    opts.layout_features = []          # the app shapes no CJK features
    opts.hinting = False               # Fyne's rasterizer ignores hints
    opts.name_IDs = ["*"]              # keep the copyright and licence records
    opts.name_languages = [0x409]
    opts.notdef_outline = True
    s = subset.Subsetter(opts)
    s.populate(unicodes=unicodes)
    s.subset(font)
    if font["head"].unitsPerEm != upem:
        scale_upem(font, upem)
    hhea, os2 = font["hhea"], font["OS/2"]
    hhea.ascent, hhea.descent, hhea.lineGap = asc, -desc, 0
    os2.sTypoAscender, os2.sTypoDescender, os2.sTypoLineGap = asc, -desc, 0
    os2.usWinAscent, os2.usWinDescent = asc, desc
    font.recalcTimestamp = False       # the same bytes on every run
    path = os.path.join(here, out)
    font.save(path)
    print(f"{out}: {len(unicodes)} characters, {os.path.getsize(path)} bytes")
PY

# The licence text, as Debian ships it with the fonts, under the fonts'
# own copyright notice.
"$py" - "$here" <<'PY'
import os, re, sys
from fontTools.ttLib import TTFont
here = sys.argv[1]
notice = TTFont(os.path.join(here, "cjk-regular.otf"))["name"].getDebugName(0)
text = open("/usr/share/doc/fonts-noto-cjk/copyright", encoding="utf-8").read()
m = re.search(r"^License: SIL-1.1\n((?: .*\n)+)", text, re.M)
if not m:
    sys.exit("build.sh: no SIL-1.1 text in fonts-noto-cjk's copyright file")
body = "\n".join("" if l == " ." else l[1:] for l in m.group(1).splitlines())
with open(os.path.join(here, "OFL.txt"), "w", encoding="utf-8") as fh:
    fh.write(f"Noto Sans CJK JP {notice}\nThe subsets cjk-regular.otf, cjk-bold.otf and cjk-mono.otf are made by build.sh.\n\n{body}\n")
PY
