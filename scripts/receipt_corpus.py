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
    """The key's total as a decimal string's value in hundredths (an RM or $ prefix and thousands
    commas dropped), or None: the scale every key writes, whatever the currency."""
    text = re.sub(r"^[^0-9.]*", "", text.upper().replace(",", "").strip())
    try:
        return round(float(text) * 100)
    except ValueError:
        return None


# How many decimals each currency's minor unit has where it is not two (ISO 4217), kept here
# apart from the parser's own table so an amount is scored by a table the parser did not write.
DECIMALS = {code: 0 for code in "BIF CLP DJF GNF ISK JPY KMF KRW PYG RWF UGX UYI VND VUV XAF XOF XPF".split()}
DECIMALS.update({code: 3 for code in "BHD IQD JOD KWD LYD OMR TND".split()})


def in_hundredths(amount):
    """A draft's amount ({"minor", "currency"}) on the keys' scale of hundredths, or None when it
    cannot be written so (a third decimal that is not zero)."""
    decimals = DECIMALS.get(amount.get("currency"), 2)
    minor = amount["minor"]
    if decimals <= 2:
        return minor * 10 ** (2 - decimals)
    scale = 10 ** (decimals - 2)
    return minor // scale if minor % scale == 0 else None


def box_lines(raw):
    """The OCR text of positioned box lines (x1,y1,...,x4,y4,text), one line per box, in file order."""
    return "\n".join(line.split(",", 8)[8] if line.count(",") >= 8 else line for line in raw.splitlines())
