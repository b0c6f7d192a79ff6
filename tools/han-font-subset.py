#!/usr/bin/env python3
# han-font-subset.py: a small copy of a CJK face holding only the Han characters (and CJK
# punctuation) that Boxi's own UI text uses, under a family name of its own.
#
#   han-font-subset.py --font FILE --index N --family NAME --output OUT.otf TEXT-FILE...
#   han-font-subset.py --supplementary --font FILE ... TEXT-FILE...
#
# With --supplementary, only the characters beyond the Basic Multilingual Plane (the rare
# Han of CJK Extensions B and later, U+20000 and up) are kept: "Boxi Han Extra", made from
# HanaMinB, draws the few characters of the sources that no Noto CJK face has (𩟐 𫝊 𨽻
# 𥘉 𤣥), which were empty boxes.  HanaMinB's licence (the Hanazono Font License, or the
# SIL Open Font License 1.1 whose reserved names the copy does not use) allows it.
#
# Why: opening a whole Noto Sans CJK face (a 19 MB .ttc) makes FreeType and HarfBuzz read
# some 3.9 MB of it (its cmap, metrics, layout tables and CFF subroutines are checked or
# loaded whole), for the two dozen Han characters of the first page.  The app registers
# this copy for its own process (bx-han-font.c) and names it before the whole face, which
# still draws every character the copy lacks.  The glyphs are the face's own, unchanged.
#
# The face's licence (SIL Open Font License 1.1, no reserved font name) allows modified
# copies with its copyright and licence notices, which are kept (name ids 0, 13, 14); the
# copy is renamed so that fontconfig never takes it for the whole face.
#
# SPDX-License-Identifier: GPL-3.0-or-later
import argparse
import sys

from fontTools import subset
from fontTools.ttLib import TTFont


def ui_characters(paths):
    """Every character of the given UTF-8 files, and printable ASCII.  Not only their Han:
    Pango draws a space, digit or punctuation mark next to Han text in the Han run's face
    when that face has it, so the copy must have what the whole face has of the UI's
    characters for the text to be laid out as before (the copy holds only what the face
    has; the UI font, named first, still draws the Latin letters)."""
    found = set(chr(c) for c in range(0x20, 0x7F))
    for path in paths:
        with open(path, encoding='utf-8') as f:
            found.update(c for c in f.read() if ord(c) >= 0x20)
    return found


def rename(font, family, style):
    """Sets the family, full and PostScript names of every name record to the new family."""
    ps = family.replace(' ', '') + '-' + style
    names = {1: family, 4: family if style == 'Regular' else family + ' ' + style,
             6: ps, 16: family, 3: ps}
    table = font['name']
    for record in list(table.names):
        if record.nameID in names:
            table.setName(names[record.nameID], record.nameID, record.platformID,
                          record.platEncID, record.langID)
        elif record.nameID == 17:
            table.setName(style, 17, record.platformID, record.platEncID, record.langID)
    if 'CFF ' in font:
        cff = font['CFF '].cff
        cff.fontNames = [ps]
        top = cff.topDictIndex[0]
        top.FullName = names[4]
        top.FamilyName = family


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument('--font', required=True)
    parser.add_argument('--index', type=int, default=0)
    parser.add_argument('--family', required=True)
    parser.add_argument('--output', required=True)
    parser.add_argument('--supplementary', action='store_true',
                        help='keep only the characters from U+20000 up')
    parser.add_argument('--licence',
                        help='the licence description (name id 13) when the face has none')
    parser.add_argument('texts', nargs='+')
    args = parser.parse_args()

    chars = ui_characters(args.texts)
    if args.supplementary:
        chars = set(c for c in chars if ord(c) >= 0x20000)
        if not chars:
            sys.exit('han-font-subset: no characters from U+20000 up in the given files')
    elif not any(ord(c) >= 0x2E80 for c in chars):
        sys.exit('han-font-subset: no Han characters in the given files')
    font = TTFont(args.font, fontNumber=args.index, lazy=False)
    style = font['name'].getDebugName(2) or 'Regular'
    options = subset.Options()
    options.layout_features = ['*']          # keep locl, vert, … as the face has them
    options.name_IDs = [0, 1, 2, 3, 4, 5, 6, 13, 14, 16, 17]
    options.name_languages = ['*']
    options.notdef_outline = True
    options.desubroutinize = False
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=sorted(ord(c) for c in chars))
    subsetter.subset(font)
    rename(font, args.family, style)
    if args.licence and font['name'].getDebugName(13) is None:
        font['name'].setName(args.licence, 13, 3, 1, 0x409)
    font.save(args.output)


if __name__ == '__main__':
    main()
