"""How the search reads words in the players' languages: Indonesian words without their affixes,
Thai written without spaces split into words, and where a Thai line may break.

Indonesian (Vandaria Wars): `dikorbankan`, `mengorbankan` and `korbankan` are one word to a player;
a search must see `korban` in all three. `stems(word)` lists the word and the forms it has without
its particles and possessives (-lah, -kah, -pun, -nya, -ku, -mu), suffixes (-kan, -an, -i) and
prefixes (di-, ke-, se-, ter-, ber-, per-, me-/pe- in each of their forms, with the first letter of
the root the nasal replaced: `menyerang` -> `serang`, `memakai` -> `pakai`, `mengorbankan` ->
`korban`). It is deliberately generous (a light stemmer without a dictionary of roots): every form
is a candidate, the index stores the candidates of every Indonesian word and a query matches
when one of its candidates is there, so a wrong candidate costs at most a weak extra match.

Thai (Riftbound): `segment(run, words)` splits an unspaced run into the longest known words (the
glossaries' Thai terms and synonyms, and common words) with the fewest unknown letters, never
between a consonant and its vowel or tone marks; function words (ที่, ได้, ไหม ...) are dropped
from queries. No third-party word breaker: the vocabulary that matters is the games' own, and
it is in the glossaries (docs/languages.md says why pythainlp is not needed).
"""

from __future__ import annotations

import re
from functools import lru_cache

#: Shorter than this, a candidate root is not kept (Indonesian roots have 4+ letters nearly
#: always; `main` in `pemain` is the shortest the rules use).
MIN_ROOT = 4
PARTICLES = ("lah", "kah", "pun", "tah")
POSSESSIVES = ("nya", "ku", "mu")
SUFFIXES = ("kan", "an", "i")
#: Plain prefixes, longest first; the nasal ones (me-, pe-) are below.
PLAIN_PREFIXES = ("ter", "ber", "per", "di", "ke", "se")
#: Nasal prefix -> the first letters of the root it may stand for: `meny` + vowel is s + vowel,
#: `men` + vowel t + vowel, `mem` + vowel p + vowel, `meng` + vowel k + vowel (or the vowel).
NASAL = (("menge", ("",)), ("meny", ("s",)), ("meng", ("", "k")), ("mem", ("", "p")),
         ("men", ("", "t")), ("me", ("",)),
         ("penge", ("",)), ("peny", ("s",)), ("peng", ("", "k")), ("pem", ("", "p")),
         ("pen", ("", "t")), ("pe", ("",)))
VOWELS = "aeiou"
LATIN_WORD = re.compile(r"[a-z]+")


def _suffixed(word: str) -> list[str]:
    """The word and the forms it has without a particle, a possessive, then a suffix."""
    out = [word]
    current = word
    for group in (PARTICLES, POSSESSIVES, SUFFIXES):
        for s in group:
            if current.endswith(s) and len(current) - len(s) >= MIN_ROOT:
                current = current[:-len(s)]
                out.append(current)
                break
    return out


def _prefixed(word: str) -> list[str]:
    """The forms a word has without one prefix (with the root's first letter restored)."""
    out: list[str] = []
    for p in PLAIN_PREFIXES:
        if word.startswith(p) and len(word) - len(p) >= MIN_ROOT:
            out.append(word[len(p):])
    for p, firsts in NASAL:
        if word.startswith(p) and len(word) - len(p) >= MIN_ROOT - 1:
            rest = word[len(p):]
            for first in firsts:
                if first and rest[:1] not in VOWELS:
                    continue  # a restored letter comes only before a vowel
                if p in ("me", "pe") and rest[:1] not in "lmnrwy":
                    continue  # plain me-/pe- come before l m n r w y only
                root = first + rest
                if len(root) >= MIN_ROOT:
                    out.append(root)
    return out


def stems(word: str) -> list[str]:
    """The word (case-folded) and every candidate root, the word first: `dikorbankan` ->
    [dikorbankan, dikorban, korbankan, korban]. Only plain Latin letters are stemmed."""
    return list(_stems_of(word.casefold()))


@lru_cache(maxsize=1 << 14)
def _stems_of(w: str) -> tuple[str, ...]:
    """`stems` of a case-folded word, kept for the process: an index build stems the rules'
    Indonesian text, ~11,000 words of which a few thousand differ, and every build of a process
    (a test run builds dozens) stemmed them all again (half of a build of the rules' index)."""
    if not LATIN_WORD.fullmatch(w):
        return (w,)
    out: list[str] = []
    for form in _suffixed(w):
        for cand in [form, *_prefixed(form)]:
            for again in [cand, *_prefixed(cand)]:  # two prefixes: di-per-, mem-per-, ber-ke-
                for root in _suffixed(again):
                    if root not in out:
                        out.append(root)
    return tuple(out)


def stem_text(text: str) -> str:
    """Text as the stem index stores it: every Latin word replaced by all its candidates."""
    return " ".join(" ".join(_stems_of(w)) for w in LATIN_WORD.findall(text.casefold()))


# ----- Thai -------------------------------------------------------------------------------------
#: A Thai letter that cannot start a piece: vowels written above, below or after a consonant,
#: tone marks and other marks (SARA A, MAI HAN-AKAT, SARA AA, SARA AM, SARA I ... PHINTHU,
#: LAKKHANGYAO, MAITAIKHU ... YAMAKKAN).
THAI_FOLLOWING = frozenset(chr(c) for c in (0x0E30, 0x0E31, 0x0E32, 0x0E33, *range(0x0E34, 0x0E3B),
                                            0x0E45, *range(0x0E47, 0x0E4F)))
#: A Thai vowel written before its consonant (SARA E, AE, O, AI MAIMUAN, AI MAIMALAI): no piece
#: ends right after one.
THAI_LEADING = frozenset(chr(c) for c in range(0x0E40, 0x0E45))
#: Function words: split off a query (`จั่วการ์ดได้ไหม`) and not searched for.
_STOPWORDS = """
ที่ ได้ ไหม มั้ย หรือ และ กับ ของ ใน จะ ก็ คือ ว่า แล้ว ให้ ไป มา อยู่ ยัง เป็น มี ไม่ นี้ นั้น
อะไร ยังไง อย่างไร เมื่อไร เมื่อไหร่ ตอนไหน ไหน ใคร ทำไม บ้าง ครับ ค่ะ คะ นะ จ้ะ เลย ด้วย
ถ้า ตอน หลัง ก่อน ระหว่าง จาก ถึง ต่อ แต่ เพราะ ซึ่ง โดย การ ความ กัน ทุก แค่ เท่านั้น ได้ไหม
"""
THAI_STOPWORDS = frozenset(_STOPWORDS.split())
#: Everyday words of the rules that are no glossary term, so that a query splits around them
#: and a long line of Thai breaks between words (`break_at`).
_WORDS = """
เจ้าของ เปลี่ยน ต่อเมื่อ ปัจจุบัน ตัวเอง ผู้ควบคุม ควบคุม เกิด ขึ้น ทำ เมื่อ ไม่เช่นนั้น เช่นนั้น
จนกว่า ตาม ลำดับ ต้อง ตอนนี้ ใหม่ เก่า ที่สุด ทั้ง หนึ่ง สอง สาม คน อื่น เพียง เดียว พร้อม
เกม ใช้ เปิด ปิด เริ่ม จบ เพิ่ม เอา ออก เข้า ว่าง เหลือ อัน ครั้ง เท่า มาก น้อย กว่า อย่าง
สิ่ง ตัดสิน กำหนด ข้อ กฎ จังหวะ เวลา ความถูกต้อง ตรวจ โครงสร้าง ดำเนิน ที่นั่น ตั้งแต่ แรก
สุดท้าย ถัดไป กลายเป็น ยังคง เท่านั้น แทน ระบุ ผู้เล่นคนถัดไป เทิร์นนี้ ข้างล่าง
การ์ด ใบ ผู้เล่น คุณ ฝ่าย ตัว เทิร์น เฟส ขั้น งาน กอง มือ จั่ว เชน โฟกัส โชว์ดาวน์ สแต็ก คลีนอัพ
ไพรออริตี้ ผ่าน ทำงาน ลง ย้าย ตาย ชนะ แพ้ แต้ม สถานะ ไอเทม ค้างรอ ผล ความสามารถ คาถา รูน
สนาม กระดาน ต่อสู้ บุก รับ ยึด ครอง ตะแคง ตั้ง ฮีล ดาเมจ เรียกกลับ สับ มัลลิแกน ทิ้ง
"""
THAI_WORDS = frozenset(_WORDS.split())


def break_at(run: str, limit: int) -> int:
    """Where to cut a run too long for a line so that its first part has at most `limit`
    letters: after the last everyday word that fits (if that uses half the line), else at the
    last place a Thai letter may start."""
    if len(run) <= limit:
        return len(run)
    at = 0
    if is_thai(run):
        for piece in segment(run, THAI_WORDS | THAI_STOPWORDS):
            if at + len(piece) > limit:
                break
            at += len(piece)
    if at * 2 >= limit:
        return at
    end = max(limit, 1)
    while 1 < end < len(run) and not boundary(run, end):
        end -= 1
    return end


def is_thai(text: str) -> bool:
    return any("\u0e00" <= ch <= "\u0e7f" for ch in text)


def boundary(text: str, i: int) -> bool:
    """Whether a Thai piece may start at `text[i]` (it is no mark or following vowel, and what
    comes before is no leading vowel)."""
    if i <= 0 or i >= len(text):
        return True
    return text[i] not in THAI_FOLLOWING and text[i - 1] not in THAI_LEADING


def segment(run: str, words: set[str] | frozenset[str], longest: int = 24) -> list[str]:
    """Split an unspaced run into known words: the split with the fewest letters outside any
    known word, then the fewest pieces; letters outside known words stay together as one piece.
    `words` are compared as they are (callers fold them alike)."""
    n = len(run)
    inf = (n + 1, n + 1)
    best: list[tuple[int, int]] = [inf] * (n + 1)
    back: list[tuple[int, bool]] = [(0, False)] * (n + 1)  # (start, known word)
    best[0] = (0, 0)
    for i in range(n):
        if best[i] == inf or not boundary(run, i):
            continue
        unknown, pieces = best[i]
        for j in range(i + 1, min(n, i + longest) + 1):
            if run[i:j] in words and boundary(run, j):
                cand = (unknown, pieces + 1)
                if cand < best[j]:
                    best[j], back[j] = cand, (i, True)
        j = i + 1  # one letter (with its marks) outside any known word
        while j < n and not boundary(run, j):
            j += 1
        cand = (unknown + (j - i), pieces + 1)
        if cand < best[j]:
            best[j], back[j] = cand, (i, False)
    pieces_out: list[tuple[str, bool]] = []
    at = n
    while at > 0:
        start, known = back[at]
        pieces_out.append((run[start:at], known))
        at = start
    merged: list[str] = []
    last_known = True
    for piece, known in reversed(pieces_out):
        if not known and not last_known:
            merged[-1] += piece
        else:
            merged.append(piece)
        last_known = known
    return merged


def query_words(run: str, words: set[str] | frozenset[str]) -> list[str]:
    """The words a Thai query run is searched as: the run itself if it is a known word, else
    its segments without function words (none if it is only function words)."""
    if run in words:
        return [run]
    pieces = segment(run, words | THAI_STOPWORDS | THAI_WORDS)
    return [p for p in pieces if p not in THAI_STOPWORDS]


def thai_display(text: str) -> str:
    """Thai as it is written, for display: the index keeps text in NFKC (judge/lookup/index.py),
    which spells SARA AM as NIKHAHIT + SARA AA; put it back as one letter."""
    return text.replace("\u0e4d\u0e32", "\u0e33")
