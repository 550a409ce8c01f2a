"""What scripts/accuracy and scripts/fit-parser both read from a receipt corpus (not a script).

SROIE ships box/ID.csv and key/ID.json; the world corpus's WildReceipt box/ID.txt and key/ID.txt.
"""
import difflib
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


MONTHS = {m: i + 1 for i, m in enumerate(["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"])}


def key_date(text):
    """The key's date as (year, month, day); keys are day-first unless only month-first can be."""
    text = text.strip().upper()
    m = re.search(r"(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})", text)
    if m:
        return int(m.group(1)), int(m.group(2)), int(m.group(3))
    m = re.search(r"(\d{1,2})[-/. ]([A-Z]{3})[A-Z]*[-/. ,]*(\d{2,4})", text)
    if m and m.group(2) in MONTHS:
        year = int(m.group(3))
        return (year + 2000 if year < 100 else year), MONTHS[m.group(2)], int(m.group(1))
    m = re.search(r"([A-Z]{3})[A-Z]*[ .-]*(\d{1,2})[, ]+(\d{4})", text)
    if m and m.group(1) in MONTHS:
        return int(m.group(3)), MONTHS[m.group(1)], int(m.group(2))
    m = re.search(r"(\d{1,2})[-/.](\d{1,2})[-/.](\d{2,4})", text)
    if m:
        a, b, year = int(m.group(1)), int(m.group(2)), int(m.group(3))
        year = year + 2000 if year < 100 else year
        day, month = (a, b) if b <= 12 else (b, a)
        return year, month, day
    m = re.search(r"(20\d{2})(\d{2})(\d{2})", text)
    if m:
        return int(m.group(1)), int(m.group(2)), int(m.group(3))
    return None


MONTH_WORDS = dict(MONTHS, AVR=4, MAI=5, AOU=8, DIC=12, OKT=10, MAR=3)
# French `juin` and `juillet` share their first three letters.
MONTH_NAMES = dict(JUIN=6, JUILLET=7, JUIL=7)


def month_of(word):
    """The month a key's month word names (`JUL`, `JULY`, `JUIN`), or None."""
    return MONTH_NAMES.get(word) or MONTH_WORDS.get(word[:3])


def key_dates(text):
    """Every reading of a date printed as in the WildReceipt keys, as (year, month, day)."""
    text = text.strip().upper().replace("'", " ")
    readings = set()

    def add(year, month, day):
        year = year + 2000 if year < 100 else year
        if 1 <= month <= 12 and 1 <= day <= 31:
            readings.add((year, month, day))
    for m in re.finditer(r"(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})", text):
        add(int(m.group(1)), int(m.group(2)), int(m.group(3)))
    for m in re.finditer(r"(\d{1,2})[-/. ]*([A-Z]{3,})\.?[-/. ,]*(\d{2,4})\b", text):
        if month_of(m.group(2)):
            add(int(m.group(3)), month_of(m.group(2)), int(m.group(1)))
    for m in re.finditer(r"([A-Z]{3,})\.?[-/ ]*(\d{1,2})(?:ST|ND|RD|TH)?[-/., ]*(\d{2,4})\b", text):
        if month_of(m.group(1)):
            add(int(m.group(3)), month_of(m.group(1)), int(m.group(2)))
    for m in re.finditer(r"(?<!\d)(\d{1,2})[-/.](\d{1,2})[-/.](\d{2,4})(?!\d)", text):
        a, b, year = int(m.group(1)), int(m.group(2)), int(m.group(3))
        add(year, b, a)
        add(year, a, b)
    return readings


def key_days(world, text):
    """Every (year, month, day) the key's date may be: SROIE's one reading, or each reading of a
    WildReceipt date as printed in many countries' ways."""
    if world:
        return key_dates(text)
    day = key_date(text)
    return {day} if day else set()


def fold(text):
    """A merchant name as it is compared: upper case, runs of spaces as one."""
    return " ".join((text or "").upper().split())


def merchant_matches(name, company):
    """Whether `name` reads as the key's company, allowing OCR's and punctuation's small
    differences (difflib ratio of the folded names at least 0.8)."""
    return difflib.SequenceMatcher(None, fold(name), fold(company)).ratio() >= 0.8
