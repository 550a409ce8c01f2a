"""What scripts/accuracy and scripts/fit-parser both read from a receipt corpus (not a script).

SROIE ships box/ID.csv and key/ID.json; the world corpus's WildReceipt box/ID.txt and key/ID.txt.
"""
import os
import re


def layout(corpus):
    """(world, box extension, key extension, receipt ids in order) of the corpus folder."""
    world = not any(name.endswith(".csv") for name in os.listdir(os.path.join(corpus, "box")))
    box, key = (".txt", ".txt") if world else (".csv", ".json")
    ids = sorted(name[: -len(box)] for name in os.listdir(os.path.join(corpus, "box")) if name.endswith(box))
    return world, box, key, ids


def key_total(text):
    """The key's total in minor units (an RM or $ prefix and thousands commas dropped), or None."""
    text = re.sub(r"^[^0-9.]*", "", text.upper().replace(",", "").strip())
    try:
        return round(float(text) * 100)
    except ValueError:
        return None


def box_lines(raw):
    """The OCR text of positioned box lines (x1,y1,...,x4,y4,text), one line per box, in file order."""
    return "\n".join(line.split(",", 8)[8] if line.count(",") >= 8 else line for line in raw.splitlines())
