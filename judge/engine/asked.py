"""A question asked in Indonesian or Thai, read into the English the answer's readers know.

A judge at a Vandaria Wars table writes `question:` in Indonesian ("Apakah Trader bertahan?"),
one at a Riftbound table in Thai ("Trader รอดไหม"). judge/engine/answer.py reads questions in
English: what is asked (yes or no, can, who, what) and of what (survive, destroyed, draw ...).
This module reads a question in the other two languages into that English, word by word from a
small lexicon of question forms and game words, keeping the names (cards, ids, players) as they
are written; the readers then decide as they do for an English question.

It never guesses: a question with a word it does not know, or with a negation ("Apakah Trader
tidak bertahan?": a Yes would have to mean that he does not), is left as it was, so its answer
states the facts with no Yes or No. An Indonesian who, what, how-much or which question of a
shape it knows ("Siapa yang memegang prioritas?") is read into its English twin, which the
answer leads with the fact it asks about, never with a Yes or No. Only the questions (the
parts ending in `?`) are read; the sentences that set the scene are not needed by the readers
and stay as written.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from functools import lru_cache
from itertools import pairwise

from judge.engine.question_language import language_of
from judge.lazyre import may_hold

#: A word's English and its class: "v" a verb (asked with "does"), "a" a state (asked with
#: "is"), "m" a modal (can), "c" a copula ("adalah": is, before what the card is asked to be),
#: "x" any other word (kept in place, no say in the auxiliary).
Lexicon = dict[str, tuple[str, str]]

#: Indonesian, as the Vandaria Wars guide and players write it (game words stay English:
#: result, register, summon, damage, gold, honor, field ...). Several words are one entry
#: ("menarik kartu"): the longest match is taken first.
INDONESIAN: Lexicon = {
    # asking
    "bisa": ("can", "m"), "dapat": ("can", "m"), "boleh": ("can", "m"), "bisakah": ("can", "m"),
    "dapatkah": ("can", "m"), "bolehkah": ("can", "m"), "mampu": ("can", "m"),
    "harus": ("must", "m"), "wajib": ("must", "m"),
    # surviving, being destroyed
    "bertahan": ("survive", "v"), "selamat": ("survive", "v"), "bertahan hidup": ("survive", "v"),
    "mati": ("die", "v"), "hancur": ("destroyed", "a"), "dihancurkan": ("destroyed", "a"),
    "dibunuh": ("killed", "a"), "terbunuh": ("killed", "a"),
    # alive, and still there ("Apakah Trader masih hidup?", "... masih ada di field?"): the twins
    # of "bertahan", not read before (no Yes or No where "hancur" has one)
    "hidup": ("alive", "a"), "ada di field": ("on the field", "a"),
    "ada di permainan": ("in play", "a"),
    # "sudah hancur" (destroyed already), "akhirnya hancur" (in the end): the same question
    "sudah": ("", "x"), "akhirnya": ("", "x"),
    # the register
    "result": ("result", "v"), "me-result": ("result", "v"), "di-result": ("resolved", "a"),
    "teregister": ("registered", "a"), "di-register": ("registered", "a"),
    # the guide's own forms (its Register passage: "ter-register", "di-summon", "digunakan",
    # "masuk keregister", "dimasukkan ke register") and "daftar" (register) as Indonesian
    # says it ("Dispel yang ia daftarkan": the Dispel she registered), not read before (audit
    # 59's leftover: the question was left unread)
    "ter-register": ("registered", "a"), "masuk keregister": ("registered", "a"),
    "dimasukkan ke register": ("registered", "a"), "di-summon": ("summoned", "a"),
    "disummon": ("summoned", "a"), "dipanggil": ("summoned", "a"), "digunakan": ("used", "a"),
    "dipakai": ("used", "a"), "didaftarkan": ("registered", "a"), "terdaftar": ("registered", "a"),
    "mendaftarkan": ("register", "v"), "daftarkan": ("register", "v"),
    "me-register": ("register", "v"), "meregister": ("register", "v"),
    "diregister": ("registered", "a"), "masuk register": ("registered", "a"),
    "dibatalkan": ("cancelled", "a"), "batal": ("cancelled", "a"),
    # what was paid, given back ("Apakah gold Alice dikembalikan?": is it given back)
    "dikembalikan": ("given back", "a"),
    # control ("Siapa yang mengontrol Sample Mine?": who controls it), left unread before
    "mengontrol": ("control", "v"), "menguasai": ("control", "v"),
    "dikontrol": ("controlled", "a"), "dikuasai": ("controlled", "a"),
    # refused: a summon or a use that is not allowed ("Apakah Knight Tithe ditolak?")
    "ditolak": ("refused", "a"),
    "resolve": ("resolve", "v"), "di-resolve": ("resolved", "a"),
    "ter-resolve": ("resolved", "a"), "teresolve": ("resolved", "a"),
    # cards and play
    "mendapatkan kembali": ("get back", "v"), "mendapat kembali": ("get back", "v"),
    "menarik kartu": ("draw", "v"), "mengambil kartu": ("draw", "v"), "menarik": ("draw", "v"),
    "mengambil": ("draw", "v"),
    "draw": ("draw", "v"), "summon": ("summon", "v"), "men-summon": ("summon", "v"),
    "memanggil": ("summon", "v"), "menggunakan": ("use", "v"), "memakai": ("use", "v"),
    "pakai": ("use", "v"), "memainkan": ("play", "v"), "bermain": ("play", "v"),
    "menargetkan": ("target", "v"), "mentarget": ("target", "v"),
    "mengorbankan": ("sacrifice", "v"), "korbankan": ("sacrifice", "v"),
    "dikorbankan": ("sacrificed", "a"),  # "Apakah Martyr dikorbankan?": is it sacrificed
    "menyerang": ("attack", "v"), "memblok": ("block", "v"), "membayar": ("pay", "v"),
    "menang": ("win", "v"), "memenangkan": ("win", "v"), "memenangi": ("win", "v"),
    # "Apakah Alice memenangkan permainan?": whether she wins the game (VW IN.1.a), read before
    # as "has she lost"
    "memenangkan permainan": ("win the game", "v"), "memenangi permainan": ("win the game", "v"),
    "menang permainan": ("win the game", "v"), "kalah": ("lose", "v"),
    "kalah dalam permainan": ("lose the game", "v"),
    "kalah permainan": ("lose the game", "v"), "memicu": ("trigger", "v"),
    "terpicu": ("trigger", "v"), "merespon": ("answer", "v"), "menjawab": ("answer", "v"),
    # "Bisakah Bob men-summon Sample Mine sebagai respon?": as a response (VW REG.15)
    "sebagai respon": ("as a response", "x"), "sebagai respons": ("as a response", "x"),
    "sebagai jawaban": ("as a response", "x"),
    # the guide's own spellings: "tertrigger", "ter-trigger" (the Register passage)
    "tertrigger": ("trigger", "v"), "ter-trigger": ("trigger", "v"), "trigger": ("trigger", "v"),
    # priority (the guide: "pemain aktif memperoleh prioritas"), prevention
    "memperoleh prioritas": ("get priority", "v"), "mendapat prioritas": ("get priority", "v"),
    "mendapatkan prioritas": ("get priority", "v"), "memegang prioritas": ("hold priority", "v"),
    "dicegah": ("prevented", "a"),
    "masuk permainan": ("enter play", "v"), "masuk ke permainan": ("enter play", "v"),
    "masuk ke field": ("enter play", "v"), "masuk field": ("enter play", "v"),
    "tetap di permainan": ("stay in play", "v"), "tetap dalam permainan": ("stay in play", "v"),
    "meninggalkan permainan": ("leave play", "v"),
    "mendapat damage": ("take damage", "v"), "menerima damage": ("take damage", "v"),
    "terkena damage": ("take damage", "v"), "memberikan": ("deal", "v"),
    "diberi damage": ("dealt damage", "a"), "dikenai damage": ("dealt damage", "a"),
    # "menerima 2 damage": an amount said between the verb and "damage" (_tokens reads the
    # verb so, before the number)
    "menerima #": ("take", "v"), "mendapat #": ("take", "v"), "terkena #": ("take", "v"),
    # going to the graveyard ("Apakah Militia masuk ke graveyard?")
    "masuk ke graveyard": ("go to the graveyard", "v"),
    "masuk graveyard": ("go to the graveyard", "v"),
    # "kembali ke tangan" (returned to its owner's hand), "di-exhaust" (exhausted): asked of
    # each card by "Follower mana saja yang kembali ke tangan?" (audit 51)
    "kembali ke tangan": ("return to hand", "v"),
    "dikembalikan ke tangan": ("returned to hand", "a"),
    "kembali ke hand": ("return to hand", "v"), "di-exhaust": ("exhausted", "a"),
    "diexhaust": ("exhausted", "a"), "ter-exhaust": ("exhausted", "a"),
    "memberi": ("deal", "v"), "kembali": ("come back", "v"),
    "menjadi": ("become", "v"),  # "Apakah Squire menjadi Dark?": does it become Dark
    # what a card is ("Apakah Order Captain adalah / termasuk Follower Human?": is it a Human
    # Follower, VW IN.2.b); asked with "is" before its trait, as "Is it still Holy?" is
    "adalah": ("", "c"), "termasuk": ("", "c"), "merupakan": ("", "c"),
    # states
    "exhausted": ("exhausted", "a"), "ready": ("ready", "a"), "diizinkan": ("allowed", "a"),
    "diperbolehkan": ("allowed", "a"), "sah": ("legal", "a"), "legal": ("legal", "a"),
    "terkunci": ("locked", "a"),
    # the rest
    # where a card is, and when ("masih di field saat Thorns trigger": still in play when)
    "di field": ("on the field", "a"), "di permainan": ("in play", "a"),
    # "Berapa kartu di tangan Alice?" (how many cards in her hand), "Apakah register kosong?"
    # (is the register empty): not read before (her gold answered, no Yes or No)
    "di tangan": ("in hand", "x"), "kosong": ("empty", "a"),
    "dalam permainan": ("in play", "a"),
    # still waiting in the register ("Apakah Gun Shot masih di register?": read "still at
    # register", with no Yes or No)
    "di register": ("in the register", "a"), "dalam register": ("in the register", "a"),
    "di dalam register": ("in the register", "a"), "ada di register": ("in the register", "a"),
    # a ruler out of the game ("Apakah Bob tersingkir?": is he eliminated, VW IN.1.a)
    "tersingkir": ("eliminated", "a"), "keluar dari permainan": ("out of the game", "a"),
    "saat": ("when", "x"), "ketika": ("when", "x"),
    "berikutnya": ("next", "x"), "register baru": ("the new register", "x"),
    "dibuka": ("opened", "a"), "terbuka": ("opened", "a"),
    "masih": ("still", "x"), "tetap": ("still", "x"), "lagi": ("again", "x"),
    "juga": ("too", "x"),
    # gaining ("Siapa yang mendapat gold?": who gains the gold)
    "mendapat": ("gain", "v"), "mendapatkan": ("gain", "v"), "memperoleh": ("gain", "v"),
    "tambahan": ("extra", "x"),  # "membayar gold tambahan": pay extra gold
    # "membayar ulang", "membayar sekali lagi", "membayar dua kali": pay again, twice
    "ulang": ("again", "x"), "dua kali": ("twice", "x"), "sekali lagi": ("again", "x"),
    "itu": ("that", "x"), "ini": ("this", "x"), "kartu": ("card", "x"), "kartunya": ("card", "x"),
    "di": ("at", "x"), "ke": ("to", "x"), "dari": ("from", "x"), "pada": ("on", "x"),
    # "... dengan mengorbankan Militia" (by sacrificing it), "dengan membayar 2 gold" (by paying):
    # how a card is used, said after it; read "with sacrifice Militia", no Yes or No (audit 81)
    "dengan mengorbankan": ("by sacrificing", "x"), "dengan membayar": ("by paying", "x"),
    "kepada": ("to", "x"), "dengan": ("with", "x"), "untuk": ("for", "x"), "oleh": ("by", "x"),
    # "Apakah damage-nya tetap terjadi?": does its damage still happen (the damage of the one
    # skill the question names; the question was left unread, with no Yes or No)
    "damage-nya": ("its damage", "x"), "terjadi": ("happen", "v"),
    # "Apakah yang lain tetap terkena damage?": the other (of two targets, one gone)
    "yang lain": ("the other", "x"), "yang satunya": ("the other", "x"),
    "damage": ("damage", "x"), "gold": ("gold", "x"), "honor": ("honor", "x"),
    "turn": ("turn", "x"), "giliran": ("turn", "x"), "sekarang": ("now", "x"),
    "dimulai": ("begins", "x"), "mulai": ("begins", "x"), "berakhir": ("ends", "x"),
    "ini juga": ("this", "x"), "nya": ("", "x"),
    # what a how-much or which question counts and how it says whose ("Berapa gold milik
    # Alice?", "Berapa damage yang diterima Trader?", "Kartu apa yang Bob tarik?")
    "poin": ("points", "x"), "nyawa": ("life", "x"), "life": ("life", "x"),
    "element": ("element", "x"), "elemen": ("element", "x"), "prioritas": ("priority", "x"),
    "yang": ("", "x"), "milik": ("", "x"), "punya": ("have", "v"), "memiliki": ("have", "v"),
    "diterima": ("take", "p"), "didapat": ("get", "p"), "didapatkan": ("get", "p"),
    "ditarik": ("draw", "p"), "dibayar": ("pay", "p"), "diberikan": ("deal", "p"),
    "tarik": ("draw", "p"), "ambil": ("draw", "p"), "bayar": ("pay", "p"),
    "setelah": ("after", "x"), "sebelum": ("before", "x"), "selesai": ("done", "x"),
    "register": ("register", "x"), "battle": ("battle", "x"), "skill": ("", "x"),
    # "Ember (biaya 1 element)": its cost, said in an aside
    "biaya": ("cost", "x"), "biaya tambahan": ("additional cost", "x"),
    # "Mystic Seer (syarat faction Mystic)": its requirement, said in an aside (VW REG.13.a)
    "syarat": ("requirement", "x"), "faction": ("faction", "x"),
}

#: What opens an Indonesian question and is dropped ("Apakah ...?"), and its yes/no tail
#: ("... atau tidak?": "or not?").
INDONESIAN_ASKS = ("apakah", "apa")
INDONESIAN_OR_NOT = re.compile(r"\s*,?\s*atau\s+(?:tidak|bukan|belum)\s*$", re.I)
#: An ordinal after a card's name ("Oath of Light kedua": the second Oath of Light), read before
#: the name as English says it; the answer tells the copies of one card apart by it.
INDONESIAN_ORDINALS = {"pertama": "first", "kedua": "second", "ketiga": "third"}
#: Thai's ("Oath of Light ใบที่สอง": the second card of that name; ตัว counts Followers).
THAI_ORDINALS = {f"{c}{n}": e for c in ("ใบ", "ตัว") for n, e in (
    ("แรก", "first"), ("ที่หนึ่ง", "first"), ("ที่สอง", "second"), ("ที่สาม", "third"))}
#: A negation: the question is not read (see the module's docstring).
INDONESIAN_NOT = frozenset({"tidak", "bukan", "belum", "tak", "jangan"})
#: Words that ask who, what, how many ...: their question gets no Yes or No, and is not read.
INDONESIAN_WH = frozenset({"siapa", "berapa", "kapan", "mana", "dimana", "bagaimana",
                           "mengapa", "kenapa", "apa"})

#: Thai, as the Riftbound Thai turn guide and its players write it (game words often English:
#: chain, resolve, unit, Battlefield ...). Thai is written without spaces: matched longest
#: first along the text.
THAI: Lexicon = {
    "ได้": ("can", "m"), "สามารถ": ("can", "m"), "ต้อง": ("must", "m"),
    "กลายเป็น": ("become", "v"),  # "Squire กลายเป็น Dark ไหม": does it become Dark
    "รอด": ("survive", "v"), "ตาย": ("die", "v"),
    "ถูกทำลาย": ("destroyed", "a"), "ถูกฆ่า": ("killed", "a"),
    # where a unit is ("Warden ยังอยู่บนกระดานไหม": is it still on the board, the twin of "รอด
    # ไหม"; it was not read, no Yes or No where "ตายไหม" has one)
    "อยู่บนกระดาน": ("on the board", "a"), "อยู่ในเกม": ("in play", "a"),
    # still playing ("Bob ยังเล่นอยู่ไหม": is he still in the game, VW IN.1.a), not "เล่น"
    # (play) a card: it was read "Does Bob play?" and left without a Yes or No
    "เล่นอยู่": ("playing", "a"),
    # the register, and an order in it ("Gun Shot ยังอยู่ใน register ไหม": is it still in
    # the register; "Prayer result ก่อน Gun Shot ไหม": before it; both were left unread)
    "อยู่ใน register": ("in the register", "a"), "อยู่ในเรจิสเตอร์": ("in the register", "a"),
    "ก่อน": ("before", "x"), "หลังจาก": ("after", "x"), "หลัง": ("after", "x"),
    # a ruler out of the game ("Bob ตกรอบไหม": is he eliminated, VW IN.1.a)
    "ตกรอบ": ("eliminated", "a"),
    # alive, surviving, leaving ("ยังมีชีวิตอยู่": still alive; "รอดชีวิต", "อยู่รอด": survives;
    # "ออกจากสนาม": leaves the field) and "จะ" (will: "Warden จะตายไหม", the same question)
    "มีชีวิตอยู่": ("alive", "a"), "มีชีวิต": ("alive", "a"), "รอดชีวิต": ("survive", "v"),
    "อยู่รอด": ("survive", "v"), "ออกจากสนาม": ("leave play", "v"), "จะ": ("", "x"),
    "จั่วการ์ด": ("draw", "v"), "จั่ว": ("draw", "v"), "เล่น": ("play", "v"),
    "ใช้": ("use", "v"), "summon": ("summon", "v"), "result": ("result", "v"),
    # "Alice เลือก Option-1 ของ Storm Call ได้ไหม": can she choose Option 1 of it (VW REG.14.b;
    # the number follows as a word of its own)
    "เลือก": ("choose", "v"), "Option-": ("Option", "x"), "Option ": ("Option", "x"),
    "โจมตี": ("attack", "v"), "บุก": ("attack", "v"), "ป้องกัน": ("defend", "v"),
    "resolve": ("resolve", "v"), "ทำงาน": ("resolve", "v"), "trigger": ("trigger", "v"),
    "ชนะ": ("win", "v"), "แพ้": ("lose", "v"), "จ่าย": ("pay", "v"),
    # sacrificed ("Martyr ถูกสังเวยไหม": is it sacrificed, as a cost, VW REG.14.a)
    "ถูกสังเวย": ("sacrificed", "a"), "สังเวย": ("sacrifice", "v"),
    # "ทำดาเมจ": deal damage ("Strike ทำดาเมจเท่าไร": how much damage does Strike deal)
    "ทำ": ("deal", "v"),
    "ได้รับดาเมจ": ("take damage", "v"), "โดนดาเมจ": ("take damage", "v"),
    # "ได้รับ": receives, gets ("Militia ได้รับ +2 ATK ไหม": does the Militia get +2 ATK), not
    # "ได้", can
    "ได้รับ": ("get", "v"),
    "ถูก counter": ("countered", "a"), "ถูกเคาน์เตอร์": ("countered", "a"),
    "ถูกยกเลิก": ("cancelled", "a"), "ตะแคง": ("exhausted", "a"), "ตั้ง": ("ready", "a"),
    # Force of Will's rest and recover, as its Thai players borrow them ("Knight ถูกเรสต์ไหม":
    # is the Knight rested, FOW 203.3; "เรโซเนเตอร์ตัวไหนของ Alice ถูกเรสต์": which of hers
    # are), and a card's ATK and DEF ("Squire มี DEF เท่าไร": how much DEF does it have)
    "ถูกเรสต์": ("rested", "a"), "เรสต์อยู่": ("rested", "a"), "เรสต์": ("rested", "a"),
    "ถูกรีคัฟเวอร์": ("recovered", "a"), "รีคัฟเวอร์": ("recovered", "a"),
    "ATK": ("ATK", "x"), "DEF": ("DEF", "x"),
    # what was paid, given back ("gold ของ alice ถูกคืนไหม": is it given back)
    "ถูกคืน": ("given back", "a"), "ได้คืน": ("get back", "v"), "gold": ("gold", "x"),
    # the other Vandaria Wars resources, as Thai players write them (English loans; "alice มี
    # 2 element ไหม" was left unread, with no Yes or No where "gold" had one)
    "element": ("element", "x"), "honor": ("honor", "x"),
    "ขึ้นเชน": ("go on the chain", "v"), "ขึ้น chain": ("go on the chain", "v"),
    "ยัง": ("still", "x"), "อีก": ("again", "x"), "การ์ด": ("card", "x"), "ดาเมจ": ("damage", "x"),
    "ที่": ("at", "x"), "ใน": ("in", "x"), "บน": ("on", "x"), "ไป": ("to", "x"),
    "ใส่": ("on", "x"),  # "ใช้ Gun Shot ใส่ Trader Male": use it on (aimed at) the Trader
    # "Bob ใช้ Prayer ตอบโต้ได้ไหม" (can Bob use Prayer in response), "Bob ตอบโต้ด้วย Prayer
    # ได้ไหม" (can Bob answer with Prayer): the question was left unread (no Yes or No)
    "ตอบโต้": ("in response", "x"), "เพื่อตอบโต้": ("in response", "x"),
    "ตอบโต้ด้วย": ("answer with", "v"), "ตอบด้วย": ("answer with", "v"),
    "ด้วย": ("with", "x"), "ของ": ("of", "x"), "จาก": ("from", "x"), "นี้": ("this", "x"),
    "นั้น": ("that", "x"),
    # priority and focus, as the Thai turn guide says them ("ใครได้ไพรออริตี้": who gets it)
    "ได้ไพรออริตี้": ("get priority", "v"), "ถือไพรออริตี้": ("hold priority", "v"),
    "ได้ priority": ("get priority", "v"), "ถือ priority": ("hold priority", "v"),
    "ได้โฟกัส": ("get focus", "v"), "ถือโฟกัส": ("hold focus", "v"),
    "ได้ focus": ("get focus", "v"), "ถือ focus": ("hold focus", "v"),
    "หลังจากนั้น": ("after that", "x"), "ตอนนี้": ("now", "x"),
    # having and what a how-much or how-many question counts ("alice มีแต้มกี่แต้ม")
    "มี": ("have", "v"), "แต้ม": ("points", "x"), "คะแนน": ("points", "x"),
    "พลังงาน": ("Energy", "x"), "ไลฟ์": ("life", "x"),
    # a Riftbound unit's Might, as Thai players write it, the English loan or "ไมท์" ("Warden มี
    # Might 5 ไหม": has it 5 Might; it was left unread, with no Yes or No, where "ดาเมจ" had one)
    "Might": ("Might", "x"), "ไมท์": ("Might", "x"),
    # "ความเสียหาย" (damage, the Thai word beside the loan "ดาเมจ"), "มัน" (it: "มันรอดไหม",
    # does it survive) and "ควบคุม" (control: "ใครควบคุม bf-a", who controls bf-a)
    "ความเสียหาย": ("damage", "x"), "ได้รับความเสียหาย": ("take damage", "v"),
    "โดนความเสียหาย": ("take damage", "v"), "มัน": ("it", "x"), "ควบคุม": ("control", "v"),
    # the verb of "take damage" alone, where an amount follows ("Knight ได้รับดาเมจ 2 ไหม":
    # does it take 2 damage; _thai_amounts puts it so; never in a text, for the "#")
    "ได้รับดาเมจ#": ("take", "v"), "โดนดาเมจ#": ("take", "v"),
    "ได้รับความเสียหาย#": ("take", "v"), "โดนความเสียหาย#": ("take", "v"),
    # sent back to its base, recalled (RB 144.4.a): "ยูนิตไหนถูกส่งกลับฐาน" (which units are
    # recalled?), "Warden ถูกรีคอลไหม"; it was not read (no unit named)
    # "chain ว่างไหม" (is the chain empty), "Gun Shot ยังอยู่ใน register ไหม" (is it still in
    # the register), "alice มีการ์ดในมือกี่ใบ" (how many cards in her hand): not read before
    "ว่างเปล่า": ("empty", "a"), "ว่าง": ("empty", "a"), "อยู่ใน": ("in", "a"),
    "อยู่บน": ("on", "a"), "ในมือ": ("in hand", "x"),
    "ถูกส่งกลับฐาน": ("recalled", "a"), "ถูกส่งกลับไปที่ฐาน": ("recalled", "a"),
    "ถูกรีคอล": ("recalled", "a"), "ถูก recall": ("recalled", "a"),
}
#: What a Thai how-much (เท่าไหร่) or how-many (กี่ and a classifier) question counts, in
#: English: the noun said before it ("alice มีพลังงานเท่าไหร่": Energy), else the classifier's
#: ("alice จั่วการ์ดกี่ใบ": ใบ counts cards).
THAI_COUNTED = {"แต้ม": "points", "คะแนน": "points", "พลังงาน": "Energy", "ดาเมจ": "damage",
                "ความเสียหาย": "damage", "การ์ด": "cards", "ไลฟ์": "life", "Might": "Might",
                "ไมท์": "Might", "ATK": "ATK", "DEF": "DEF"}
THAI_CLASSIFIERS = {"ใบ": "cards", "แต้ม": "points", "คะแนน": "points"}
THAI_HOW_MUCH = ("เท่าไหร่", "เท่าไร")
THAI_HOW_MANY = "กี่"
#: The Thai yes/no endings (longest first), and the one that asks "can".
THAI_ASKS = ("ได้หรือไม่", "ได้หรือเปล่า", "ได้ไหม", "ได้มั้ย", "หรือไม่", "หรือเปล่า",
             "รึเปล่า", "ใช่ไหม", "ไหม", "มั้ย")
THAI_NOT = ("ไม่", "มิ")  # a negation inside the question
THAI_WH = ("ใคร", "อะไร", "เท่าไร", "เท่าไหร่", "เมื่อไร", "เมื่อไหร่", "ที่ไหน", "อย่างไร",
           "ยังไง", "ทำไม", "กี่")

_THAI_ENTRIES = sorted(THAI, key=len, reverse=True)


def in_english(question: str, names: Iterable[str], players: Iterable[str] = ()) -> str:
    """The question with each of its questions in Indonesian or Thai read into English, where
    every word of it is known; the rest as it was. `names`: the scenario's card names, ids and
    players, kept as written; `players`: the players' ids (whom "ia" may name)."""
    lang = language_of(question)
    if lang == "en":
        return question
    if lang == "id":
        question = _ia_counted(_ia_named(question, tuple(players)), tuple(players))
    return _in_english(question, lang, tuple(sorted(set(names), key=len, reverse=True)))


#: "Bisakah ia memakai ...?", "Apakah ia boleh men-summon ...?": "ia" (or "dia": he, she, it)
#: the subject of a modal question whose verb only a player does (uses, summons, pays,
#: sacrifices, draws, targets), so a player, not a card.
IA_PLAYER = re.compile(
    r"\b(?:(?:bisakah|dapatkah|bolehkah)\s+(?P<ia>ia|dia)|apakah\s+(?P<ia2>ia|dia)"
    r"(?=\s+(?:boleh|bisa|dapat|diizinkan|diperbolehkan)\b))"
    r"(?=\s+(?:boleh\s+|bisa\s+|dapat\s+|diizinkan\s+|diperbolehkan\s+)?(?:memakai|menggunakan|"
    r"pakai|men-summon|summon|memanggil|membayar|mengorbankan|korbankan|memainkan|menarik|"
    r"mengambil|menargetkan|mentarget)\b)", re.I)


def _ia_named(question: str, players: tuple[str, ...]) -> str:
    """The question with such an "ia" said as the player it names: the one player the text
    before it names ("Alice punya 2 honor ... Ia memakai Oath of Light. Bisakah ia memakai
    Oath of Light kedua ...?": Alice). Where it names both or neither, "ia" is left as written
    (the question then is not read: no Yes or No, never the other player's)."""
    def named(m: re.Match[str]) -> str:
        before = question[:m.start()]
        said = [x for p in players
                for x in re.findall(rf"(?<![\w-]){re.escape(p)}(?![\w-])", before, re.I)[-1:]]
        if len(said) != 1:
            return m.group(0)
        at = m.start("ia") if m["ia"] else m.start("ia2")
        return f"{question[m.start():at]}{said[0]}"
    return IA_PLAYER.sub(named, question)


#: "Berapa kartu yang ia draw?" (how many cards does he/she draw): "ia" (or "dia") the subject
#: of what a "berapa" question counts, by a verb only a player does (draws, pays, discards).
IA_COUNTED = re.compile(
    r"\bberapa\s+[\w-]+\s+yang\s+(?P<ia>ia|dia)(?=\s+(?:draw|tarik|menarik|ambil|mengambil|"
    r"bayar|membayar|buang|membuang|discard)\b)", re.I)
#: Where a clause ends, for the clause just before an "ia": a sentence's end, ", dan", ",".
CLAUSE_BEFORE = re.compile(r"[.?!]\s+|,\s*(?:dan\s+)?")


def _ia_counted(question: str, players: tuple[str, ...]) -> str:
    """The question with "Berapa kartu yang ia draw?" said of the player "ia" stands for: the
    one player the clause just before names, not as an owner ("Berapa gold Alice sekarang, dan
    berapa kartu yang ia draw?": Alice, though the scene names Bob too), as "she" after a clause
    whose subject is Alice is read in English; else the one player the text before names.
    Where neither tells one player, "ia" is left as written (not read: never the other's)."""
    def named(m: re.Match[str]) -> str:
        before = question[:m.start()]
        clause = [c for c in CLAUSE_BEFORE.split(before) if c.strip()][-1:] or [""]
        for text in (clause[0], before):
            said = [x for p in players for x in re.findall(
                rf"(?<![\w-])(?<!milik ){re.escape(p)}(?![\w-])", text, re.I)[-1:]]
            if len(said) == 1:
                return f"{question[m.start():m.start('ia')]}{said[0]}"
            if said:
                break  # (the clause before names both: not read)
        return m.group(0)
    return IA_COUNTED.sub(named, question)


@lru_cache(maxsize=256)
def _in_english(question: str, lang: str, names: tuple[str, ...]) -> str:
    read = _indonesian if lang == "id" else _thai
    if lang == "th" and not question.rstrip().endswith("?"):
        # Thai asks with its ending ("... ไหม"), often no "?": also a Thai question after one
        # that has its "?" ("Can Alice assign ...? Shieldbearer รอดไหม"), else left unread
        question = f"{question.rstrip()}?"
    if lang == "th":
        # two Thai questions in one sentence, each with its ending and no "?" ("Warden ของ
        # Alice ตายไหม แล้วใครควบคุม bf-a": does it die, and who controls bf-a; "... ได้รับ
        # ความเสียหายเท่าไร มันรอดไหม": how much damage, does it survive): each is its own
        question = THAI_ASKED_THEN_MORE.sub(r"\g<0>?", question)
    out = []
    for part in re.split(r"(?<=[?])", question):
        body = part.strip()
        if not body.endswith("?"):
            out.append(part)
            continue
        # the scene set before the question in the same part ("Gun Shot ... Trader Male.
        # Apakah Trader bertahan?") stays as written: a pronoun is read from it
        body = INDONESIAN_OR_NOT.sub("", body[:-1]) if lang == "id" else body[:-1]
        two = TWO_QUESTIONS.split(body, maxsplit=1) if lang == "id" else [body]
        if len(two) == 2:
            # "Apakah Peer result, dan apakah Bob menarik kartu?": two questions in one
            # sentence, each read as its own ("Does Peer result, and does Bob draw a card?")
            scene, clause = _scene_and_clause(two[0])
            first, second = read(clause, names), read(two[1], names)
            out.append(f" {scene} {first}, and {second[:1].lower()}{second[1:]}?"
                       if first is not None and second is not None else part)
            continue
        scene, clause = _scene_and_clause(body)
        english = read(QUOTED_ASIDE.sub("", clause), names)
        out.append(f" {scene} {english}?" if english is not None else part)
    return " ".join("".join(out).split())


#: A card's text quoted in brackets after its name, inside the question ("Bisakah Alice memakai
#: Sumpah Order ("Syarat: ...") dengan ...?"): what the card says, which the scenario's card
#: gives; dropped before the question is read (it was left unread, no Yes or No: audit 63's
#: leftover, "Bolehkah Bob merespon Dig dengan Hush ('cancel a skill')?").
QUOTED_ASIDE = re.compile(r"\s*\(\s*[\"'“‘][^()]*[\"'”’]\s*\)")


#: A Thai question's ending (a yes/no or a how-much one) with more said after it, a space
#: between: where a second question begins.
THAI_ASKED_THEN_MORE = re.compile(
    rf"(?:{'|'.join(sorted((*THAI_ASKS, *THAI_HOW_MUCH), key=len, reverse=True))})"
    r"(?=\s+[^\s?])")


#: Where an Indonesian sentence asks a second question: ", dan apakah ..." (and does ...),
#: ", dan berapa ..." (and how many ...), ", dan siapa ..." (and who ...).
TWO_QUESTIONS = re.compile(r",?\s+dan\s+(?=(?:apakah|bisakah|dapatkah|bolehkah|berapa|siapa|"
                           r"kapan|di\s*mana|ke\s*mana)\b)", re.I)


def _scene_and_clause(text: str) -> tuple[str, str]:
    """What comes before the question's last sentence or clause, and that clause. A stop
    inside brackets is an aside's, not the sentence's ("dengan Option-1 (Bayar 1 gold: tarik 2
    kartu)?": the card's own text quoted in the question)."""
    cut = [m.end() for m in re.finditer(r"[.;:,]\s+", text)
           if text.count("(", 0, m.start()) <= text.count(")", 0, m.start())]
    return (text[:cut[-1]], text[cut[-1]:]) if cut else ("", text)


# ----- Indonesian --------------------------------------------------------------------------------
#: "Di mana Squire?" (where is it), "Di mana Squire berakhir?" (where does it end up), "Ke mana
#: Squire pergi?" (where does it go), "Squire ada di mana?": a where question of one card.
INDONESIAN_WHERE = re.compile(r"(?:(?P<at>di|ke)\s*mana\s+(?P<what>.+?)(?:\s+(?P<verb>berakhir|"
                              r"pergi|sekarang))?|(?P<what2>.+?)\s+(?:(?P<verb2>berakhir|pergi)\s+)?"
                              r"(?:ada\s+)?(?P<at2>di|ke)\s*mana)", re.I)


def _indonesian_where(clause: str, names: tuple[str, ...]) -> str | None:
    """A where question of one card read into English, or None: "Di mana Squire?" -> "Where is
    Squire", "Ke mana Squire pergi?" -> "Where does Squire go"."""
    m = INDONESIAN_WHERE.fullmatch(clause)
    if m is None:
        return None
    words = _tokens(m["what"] or m["what2"], names)
    if words is None or len(words) != 1 or words[0] in INDONESIAN:
        return None
    verb = (m["verb"] or m["verb2"] or "").casefold()  # ("Squire berakhir di mana?" too)
    if verb == "pergi" or (m["at"] or m["at2"] or "").casefold() == "ke":
        return f"Where does {words[0]} go"
    if verb == "berakhir":
        return f"Where does {words[0]} end up"
    return f"Where is {words[0]}{' now' if verb == 'sekarang' else ''}"


#: Words for cards a "which" question asks of, in Indonesian or Thai, and in English.
CARDS_SAID = {"kartu": "cards", "การ์ด": "cards", "ยูนิต": "units", "ยูนิท": "units",
              "ฟอลโลเวอร์": "Followers", "เรโซเนเตอร์": "resonators", "รูน": "runes"}
#: "Follower mana (saja) yang hancur?" (which Followers are destroyed?): the cards, then what
#: is asked of each.
#: "Follower milik Alice mana yang hancur?", "Follower mana saja milik Bob yang ...?": of
#: one player's (milik, "belonging to"), read "Which of Alice's Followers ...?".
INDONESIAN_WHICH = re.compile(r"^(?P<cards>[\w-]+)\s+(?:milik\s+(?P<owner>[\w-]+)\s+)?mana\s+"
                              r"(?:saja\s+)?(?:milik\s+(?P<whose>[\w-]+)\s+)?yang\s+"
                              r"(?P<asked>.+)$", re.I)
#: "ยูนิตไหนตาย" / "ยูนิตตัวไหนตาย" / "ยูนิตใดบ้างที่ถูกทำลาย" (which units die / are destroyed?).
#: Of one player's ("เรโซเนเตอร์ตัวไหนของ Alice ถูกเรสต์", "เรโซเนเตอร์ของ Alice ตัวไหน ...": of
#: Alice's, ของ "of"), read "Which of Alice's resonators ...?" (it was read as no question).
THAI_WHICH = re.compile(r"^(?P<cards>\S+?)\s*(?:ของ\s*(?P<owner>[\w-]+)\s*)?(?:ตัว|ใบ)?\s*"
                        r"(?:ไหน|ใด)(?:บ้าง)?\s*(?:ของ\s*(?P<whose>[\w-]+)\s*)?(?:ที่)?\s*"
                        r"(?P<asked>\S.*)$")
#: The English a "which" question is read into from the yes/no question of one card: "Is it
#: destroyed?" -> "Which Followers are destroyed?", "Does it survive?" -> "... survive?".
_ONE_ASKED = re.compile(r"^(?P<aux>Is|Does) Qzxq (?P<rest>.+)$")


def _which_read(cards: str, asked: str, read: Callable[[str, tuple[str, ...]], str | None],
                question: str, names: tuple[str, ...], whose: str | None = None) -> str | None:
    """A "which cards ...?" question read through the yes/no question of one of them
    (`question`, with `Qzxq` standing for the card): None where that is not read, or asks
    "can" (a play: not of each card). Of one player's cards (`whose`, a name the question
    has), "Which of Alice's Followers ...?"; of a word that is no name, not read."""
    if whose is not None:
        if not any(whose.casefold() == n.casefold() for n in names):
            return None
        one_of = _which_read(cards, asked, read, question, names)
        return None if one_of is None else one_of.replace("Which ", f"Which of {whose}'s ", 1)
    word = CARDS_SAID.get(cards.casefold())
    if word is None and re.fullmatch(r"[A-Za-z-]+", cards):
        word = cards if cards.endswith("s") else f"{cards}s"  # "Follower mana ...", "unit ไหน"
    one = read(question, (*names, "Qzxq"))
    m = _ONE_ASKED.match(one or "")
    if word is None or m is None:
        return None
    return f"Which {word} {'are ' if m['aux'] == 'Is' else ''}{m['rest']}"


#: "Apakah permainan selesai?", "Apakah permainannya sudah berakhir?": is the game over (who is
#: left decides it: VW IN.1.a); it was left unread, with no Yes or No.
INDONESIAN_GAME_OVER = re.compile(r"(?:apakah\s+)?(?:permainan|game)(?:nya|\s+ini)?\s+"
                                  r"(?:sudah\s+|telah\s+)?(?:selesai|berakhir|usai|tamat)", re.I)
#: "เกมจบแล้วหรือไม่", "เกมจบหรือยัง": the same in Thai, the question's last clause.
THAI_GAME_OVER = re.compile(r"(?:^|\s)เกม(?:นี้)?\s*(?:จบ(?:ลง)?|สิ้นสุด)(?:แล้ว)?\s*"
                            r"(?:หรือไม่|หรือยัง|หรือเปล่า|รึยัง|รึเปล่า|ไหม|มั้ย)$")
GAME_OVER_ASKED = "Is the game over"
#: "Apakah permainan berlanjut?", "Apakah permainan masih berlanjut?" and Thai "เกมดำเนินต่อไหม"
#: (does the game go on?): the Yes of "is the game over?"'s No.
INDONESIAN_GAME_GOES_ON = re.compile(r"(?:apakah\s+)?(?:permainan|game)(?:nya|\s+ini)?\s+"
                                     r"(?:masih\s+|tetap\s+)?(?:berlanjut|dilanjutkan|lanjut|"
                                     r"terus\s+berjalan)", re.I)
THAI_GAME_GOES_ON = re.compile(r"(?:^|\s)เกม(?:นี้)?\s*(?:ยัง)?(?:ดำเนิน|เล่น)ต่อ(?:ไป)?\s*"
                               r"(?:หรือไม่|หรือเปล่า|ไหม|มั้ย)$")
GAME_GOES_ON_ASKED = "Does the game go on"
#: "Giliran siapa sekarang?", "Sekarang giliran siapa?", "Giliran siapa berikutnya?" (whose turn
#: is it now, next) and Thai "ตอนนี้เป็นเทิร์นของใคร", "เทิร์นของใคร": left unread before, with no
#: answer of whose turn it is.
INDONESIAN_WHOSE_TURN = re.compile(r"(?:sekarang\s+)?(?:ini\s+)?giliran\s+siapa(?:\s+(?P<when>"
                                   r"sekarang|berikutnya|selanjutnya))?", re.I)
THAI_WHOSE_TURN = re.compile(r"(?:^|\s)(?:ตอนนี้)?\s*(?:เป็น)?(?:เทิร์น|ตา)(?P<next>ถัดไป)?\s*ของใคร$")


def _whose_turn(clause: str, lang: str) -> str | None:
    """"Whose turn is it now?" (or "next?") read from Indonesian or Thai, else None."""
    if lang == "id":
        m = INDONESIAN_WHOSE_TURN.fullmatch(clause)
        later = m is not None and (m["when"] or "").casefold() in ("berikutnya", "selanjutnya")
    else:
        m = THAI_WHOSE_TURN.search(clause)
        later = m is not None and bool(m["next"])
    return None if m is None else f"Whose turn is it {'next' if later else 'now'}"


def _indonesian(text: str, names: tuple[str, ...]) -> str | None:
    clause = INDONESIAN_OR_NOT.sub("", text.strip())
    if INDONESIAN_GAME_OVER.fullmatch(clause):
        return GAME_OVER_ASKED
    if INDONESIAN_GAME_GOES_ON.fullmatch(clause):
        return GAME_GOES_ON_ASKED
    if (turn := _whose_turn(clause, "id")) is not None:
        return turn
    where = _indonesian_where(clause, names)
    if where is not None:
        return where
    if (which := INDONESIAN_WHICH.match(clause)) is not None:
        return _which_read(which["cards"], which["asked"], _indonesian,
                           f"Apakah Qzxq {which['asked']}", names,
                           which["owner"] or which["whose"])
    words = _tokens(clause, names)
    if words is None or not words:
        return None
    plain = [w for w in words if w not in ("(", ")", ":")]
    if words.count("(") != words.count(")"):
        return None  # an aside not closed: left as written
    if any(w == "(" and k < 2 for k, w in enumerate(words)):
        words = plain  # the subject in brackets: read as said, without them
    words = [w for k, w in enumerate(words)  # a colon is kept only inside an aside
             if w != ":" or words[:k].count("(") > words[:k].count(")")]
    if not plain:
        return None
    head = plain[0].casefold()
    if any(w.casefold() in INDONESIAN_NOT for w in words):
        return None  # a negation: not read (no Yes or No)
    if (head in INDONESIAN_WH and (head != "apa" or plain[1:2] == ["yang"])) or (
            len(plain) > 2 and plain[1] == "apa"):
        # who, how many, which ...: read, never a Yes or No (an aside's brackets dropped)
        return _indonesian_wh(plain)
    if any(w.casefold() in INDONESIAN_WH for w in plain[1:]):
        # "Alice menarik berapa kartu?" (Alice draws how many cards?): asked in its place, not
        # first; read where its shape is known, else left as written (never a Yes or No: it
        # was read "Does Alice draw berapa card?")
        return _indonesian_wh_in_place(plain)
    if head in INDONESIAN_ASKS:
        words = words[1:]
    words = _allowed_to(words)
    lexicon = _owned_lexicon(words)  # "ke tangan Alice": to Alice's hand
    if words and INDONESIAN.get(words[0], ("", ""))[1] == "m":  # "Bisakah Alice ...?"
        return _unbracketed(_asked(words[1:], lexicon, modal=INDONESIAN[words[0]][0]))
    return _unbracketed(_asked(words, lexicon))


#: "Allowed" ("Apakah Ember diizinkan?": is it allowed), said before what is done.
INDONESIAN_ALLOWED = frozenset({"diizinkan", "diperbolehkan"})


def _allowed_to(words: list[str]) -> list[str]:
    """`words` with "diizinkan" (allowed) before a verb read as "boleh" (may: can): "Apakah
    Alice diizinkan merespon ...?" asks what "Apakah Alice boleh merespon ...?" asks; it was
    read "Is Alice allowed answer ...", which the readers do not know (no Yes or No)."""
    return ["boleh" if w in INDONESIAN_ALLOWED and _kind(words[k + 1]) == "v" else w
            for k, w in enumerate(words[:-1])] + words[-1:]


def _unbracketed(english: str | None) -> str | None:
    """An aside read into English written as one: "Ember (cost 1 element)", not "( cost"."""
    return None if english is None else \
        re.sub(r"\s+([):])", r"\1", re.sub(r"\(\s+", "(", english))


#: The Indonesian prepositions: a name after one is not a how-much question's subject.
PREPOSITIONS = frozenset({"untuk", "dari", "pada", "ke", "di", "kepada", "dengan", "oleh"})

#: "Each" and "both" ("Berapa damage yang diberikan masing-masing?": How much damage does
#: each deal?), read as the English subject the answer reads (answer.py EACH).
INDONESIAN_EACH = {"masing-masing": "each", "keduanya": "both"}

#: What "berapa" (how much, how many) counts: its English, and "many" where it is counted.
COUNTED = {"gold": "much", "honor": "much", "damage": "much", "element": "much", "life": "much",
           "card": "many", "points": "many"}


def _indonesian_wh(words: list[str]) -> str | None:
    """A who, what, how-much or which question read into English, or None where its shape is
    not one of these (then it is left as written): "Siapa yang memegang prioritas?" (Who holds
    priority?), "Apa yang hancur?" (What is destroyed?), "Berapa gold milik Alice sekarang?"
    (How much gold does Alice have now?), "Berapa damage yang diterima Trader?" (How much
    damage does Trader take?), "Kartu apa yang Bob tarik?" (Which card does Bob draw?). Its
    answer states the facts asked of, with no Yes or No, as the English question's does."""
    head = words[0]
    if head in ("siapa", "apa") and len(words) > 2 and words[1] == "yang":
        said = _predicate(words[2:])
        return f"{'Who' if head == 'siapa' else 'What'} {said}" if said else None
    whose = re.fullmatch(r"(.+)'s (\w+)", words[1]) if len(words) > 1 else None
    if head == "berapa" and whose is not None and len(words) == 2:  # "Berapa gold milik Alice?"
        noun = _english(whose.group(2), INDONESIAN)
        return f"How {COUNTED[noun]} {'cards' if noun == 'card' else noun} does " \
            f"{whose.group(1)} have" if noun in COUNTED else None
    if head == "berapa" and len(words) > 2 and _english(words[1], INDONESIAN) in COUNTED:
        noun = _english(words[1], INDONESIAN)
        much = COUNTED[noun]
        noun = "cards" if noun == "card" else noun
        rest = [w for w in words[2:] if w not in ("milik", "yang")]
        verb = next((w for w in rest if _kind(w) in ("p", "v")), None)
        # a name after a preposition ("untuk War Levy": for War Levy) is not the subject
        subject = [w for i, w in enumerate(rest) if w not in INDONESIAN
                   and not (i and rest[i - 1] in PREPOSITIONS)]
        tail = [w for w in rest if w != verb and w not in subject
                and (w not in INDONESIAN or INDONESIAN[w][0])]
        if len(subject) != 1 or any(w in INDONESIAN and INDONESIAN[w][1] != "x" for w in tail):
            return None
        did = INDONESIAN[verb][0] if verb else "have"
        when = " ".join(_english(w, INDONESIAN) for w in tail)
        return f"How {much} {noun} does {subject[0]} {did}{' ' + when if when else ''}"
    if len(words) > 4 and words[1] == "apa" and words[2] == "yang" and \
            _kind(words[-1]) in ("p", "v") and words[3] not in INDONESIAN:
        noun = _english(words[0], INDONESIAN)
        if _kind(words[0]) != "x" or len(words) != 5:
            return None
        return f"Which {noun} does {words[3]} {INDONESIAN[words[-1]][0]}"
    return None


def _indonesian_wh_in_place(words: list[str]) -> str | None:
    """"<subject> <verb> berapa <counted> [...]" read as its English how-much question
    ("Strike memberikan berapa damage?": How much damage does Strike deal), or None."""
    if len(words) < 4 or words[2].casefold() != "berapa" or words[0] in INDONESIAN or \
            _kind(words[1]) not in ("v", "p") or _english(words[3], INDONESIAN) not in COUNTED:
        return None
    tail = words[4:]
    if any(w not in INDONESIAN or INDONESIAN[w][1] != "x" for w in tail):
        return None
    noun = _english(words[3], INDONESIAN)
    when = " ".join(x for x in (_english(w, INDONESIAN) for w in tail) if x)
    return f"How {COUNTED[noun]} {'cards' if noun == 'card' else noun} does {words[0]} " \
        f"{INDONESIAN[words[1]][0]}{' ' + when if when else ''}"


def _kind(word: str) -> str:
    """A word's class in the Indonesian lexicon ("" for a name or a number)."""
    return INDONESIAN[word][1] if word in INDONESIAN else ""


def _predicate(words: list[str]) -> str | None:
    """"memegang prioritas" -> "holds priority", "hancur" -> "is destroyed": the rest of a who
    or what question in English, its verb said of one (None: no verb or state it knows)."""
    first = words[0]
    if _kind(first) not in ("v", "a"):
        return None
    english = [_english(w, INDONESIAN) for w in words]
    if INDONESIAN[first][1] == "a":
        return " ".join(x for x in ["is", *english] if x)
    verb, _, rest = english[0].partition(" ")
    return " ".join(x for x in (_third_person(verb), rest, *english[1:]) if x)


def _third_person(verb: str) -> str:
    """"hold" -> "holds", "go" -> "goes", "pay" -> "pays": a verb said of one."""
    if verb.endswith(("s", "sh", "ch", "x", "o")):
        return verb + "es"
    if verb.endswith("y") and verb[-2:-1] not in "aeiou":
        return verb[:-1] + "ies"
    return verb + "s"


def _tokens(text: str, names: tuple[str, ...]) -> list[str] | None:
    """The words of an Indonesian clause, each name (possibly several words) one token kept as
    written, "Fort milik Bob" read as "Bob's Fort"; None where a word is not known."""
    marked, kept = _protect(text, names)
    words: list[str] = []
    # an aside in brackets ("Ember (biaya 1 element)") is read word by word and kept in its
    # brackets; "Option-1" (VW REG.14.b) is the card's own word for its choice, kept as written
    raw = re.findall(r"⟦\d+⟧|[\w'-]+|[():]", marked)
    i = 0
    while i < len(raw):
        w = raw[i]
        if w.startswith("⟦"):
            words.append(kept[int(w[1:-1])])
        elif w.casefold() == "milik" and words and i + 1 < len(raw) and raw[i + 1].startswith("⟦"):
            words[-1] = f"{kept[int(raw[i + 1][1:-1])]}'s {words[-1]}"
            i += 1
        elif w.casefold() == "skill" and i + 1 < len(raw) and raw[i + 1].startswith("⟦") and (
                i + 2 >= len(raw) or raw[i + 2].casefold() != "milik"):
            # "skill Catapult": Catapult's skill, a skill of that card (the answer reads it so:
            # it was read "Catapult", the card, answered with the card's fate, VW REG.7); "skill
            # Hurl milik Catapult" names the skill itself and reads "Catapult's Hurl"
            words.append(f"{kept[int(raw[i + 1][1:-1])]}'s skill")
            i += 1
        elif w.casefold() == "giliran" and i + 1 < len(raw) and raw[i + 1].startswith("⟦"):
            # "giliran Alice": Alice's turn ("saat giliran Alice dimulai": as her turn begins)
            words.append(f"{kept[int(raw[i + 1][1:-1])]}'s turn")
            i += 1
        elif w.casefold() == "yang" and words and raw[i - 1].startswith("⟦") and (
                done := _done_to_it(raw, i + 1, kept)) is not None:
            # "Dispel yang ia daftarkan lebih dulu": the Dispel registered earlier, a card told
            # apart by what was done to it in the scene (its `ask:` says which one)
            words[-1] = f"the {words[-1]} {done[0]}"
            i = done[1] - 1
        elif w.casefold() in INDONESIAN_ORDINALS and words and raw[i - 1].startswith("⟦"):
            # "Oath of Light kedua": the second Oath of Light
            words[-1] = f"the {INDONESIAN_ORDINALS[w.casefold()]} {words[-1]}"
        elif w.casefold() in ("menerima", "mendapat", "terkena") and \
                re.fullmatch(r"\d+", "".join(raw[i + 1:i + 2])) and \
                "".join(raw[i + 2:i + 3]).casefold() == "damage":
            # "menerima 2 damage": takes 2 damage (the amount between verb and "damage")
            words.append(f"{w.casefold()} #")
        elif re.fullmatch(r"\d+|[():]|Option-\w+", w, re.I):
            words.append(w)
        else:
            for n in (3, 2, 1):  # the longest entry first ("masuk ke permainan")
                phrase = " ".join(raw[i:i + n]).casefold()
                if n == 1 and phrase in INDONESIAN_EACH and raw[0].casefold() in INDONESIAN_WH:
                    # (only a who, what or how-much question's: "Apakah keduanya hancur?" would
                    # ask a Yes or No of two cards at once, and is left as written)
                    words.append(INDONESIAN_EACH[phrase])  # read as the subject it is
                    break
                if phrase in INDONESIAN or (n == 1 and phrase in INDONESIAN_NOT | INDONESIAN_WH
                                            | set(INDONESIAN_ASKS)):
                    words.append(phrase)
                    i += n - 1
                    if (whose := _whose_place(phrase, raw[i + 1:i + 2], kept)) is not None:
                        words[-1] = f"{phrase}{OWNED}{whose}"  # "ke tangan Alice"
                        i += 1
                    break
            else:
                if w.casefold().endswith("nya") and w[:-3].casefold() in INDONESIAN:
                    words.append(w[:-3].casefold())  # "kartunya": its card
                else:
                    return None
        i += 1
    return words


#: What the scene does to a card, said after "yang" to tell one card of a name from another
#: ("Dispel yang ia daftarkan", "Knight yang di-summon Bob"): the guide's register, summon and
#: use verbs (its Register passage) and "daftar" (register), each as English says it done.
INDONESIAN_DONE = {
    **dict.fromkeys(("daftarkan", "mendaftarkan", "didaftarkan", "register", "me-register",
                     "meregister", "di-register", "diregister", "ter-register", "teregister"),
                    "registered"),
    **dict.fromkeys(("summon", "men-summon", "di-summon", "disummon", "panggil", "memanggil",
                     "dipanggil"), "summoned"),
    **dict.fromkeys(("pakai", "memakai", "dipakai", "gunakan", "menggunakan", "digunakan"),
                    "used"),
    **dict.fromkeys(("mainkan", "memainkan", "dimainkan"), "played")}
#: When, after such a verb ("lebih dulu": earlier), as English says it.
INDONESIAN_DONE_WHEN = {("lebih", "dulu"): "earlier", ("lebih", "dahulu"): "earlier",
                        ("lebih", "awal"): "earlier", ("duluan",): "earlier",
                        ("lebih", "akhir"): "later", ("belakangan",): "later"}


def _done_to_it(raw: list[str], j: int, kept: list[str]) -> tuple[str, int] | None:
    """After a card's name and "yang": who did what to it, and when, read into English, with
    where the words read end ("yang ia daftarkan lebih dulu" -> "registered earlier"; "yang
    Alice summon" -> "Alice summoned"); "ia" (he, she) is dropped: which card is asked is the
    scenario's `ask:`. None where the words are not such a clause."""
    who = ""
    if j < len(raw) and raw[j].casefold() in ("ia", "dia"):
        j += 1
    elif j < len(raw) and raw[j].startswith("⟦"):
        who = f"{kept[int(raw[j][1:-1])]} "
        j += 1
    verb = INDONESIAN_DONE.get(raw[j].casefold()) if j < len(raw) else None
    if verb is None:
        return None
    j += 1
    for key, when in INDONESIAN_DONE_WHEN.items():
        if tuple(x.casefold() for x in raw[j:j + len(key)]) == key:
            return f"{who}{verb} {when}", j + len(key)
    return f"{who}{verb}", j


#: Where a card goes or is, said with whose it is after it: "kembali ke tangan Alice" (back to
#: Alice's hand), "masuk ke graveyard Bob", "ke tangan pemiliknya" (its owner's). The token keeps
#: the phrase and whose, joined by this mark; `_owned_lexicon` reads it into English.
OWNED = "\u2063"
#: The place words of the lexicon whose owner may follow, as English says them.
INDONESIAN_PLACES = {"tangan": "hand", "graveyard": "graveyard", "deck": "deck"}
#: "pemiliknya" (its owner's), "pemilik kartu itu" is not read.
INDONESIAN_ITS_OWNER = frozenset({"pemiliknya"})


def _whose_place(phrase: str, after: list[str], kept: list[str]) -> str | None:
    """Whose the place that ends `phrase` is, said by the word `after` it: a name ("tangan
    Alice") or "pemiliknya" ("its owner"); None where the phrase names no place or no owner
    follows. It was left as a word of its own ("Does Militia return to hand Alice?"), so the
    question got no Yes or No."""
    last = phrase.rsplit(" ", 1)[-1]
    if last not in INDONESIAN_PLACES or not after or INDONESIAN[phrase][1] not in ("v", "a"):
        return None
    if after[0].startswith("\u27e6"):
        return kept[int(after[0][1:-1])]
    return "its owner" if after[0].casefold() in INDONESIAN_ITS_OWNER else None


def _owned_lexicon(words: list[str]) -> Lexicon:
    """The lexicon with each "<phrase> <whose>" token of `words` read as its phrase with the
    place made whose it is: "kembali ke tangan Alice" -> "return to Alice's hand"."""
    extra: Lexicon = {}
    for w in words:
        phrase, mark, whose = w.partition(OWNED)
        if mark and phrase in INDONESIAN:
            english, kind = INDONESIAN[phrase]
            place = INDONESIAN_PLACES[phrase.rsplit(" ", 1)[-1]]
            said = re.sub(rf"\b(?:the )?{place}$", f"{whose}'s {place}", english)
            extra[w] = (said if said != english else f"{english} of {whose}", kind)
    return {**INDONESIAN, **extra} if extra else INDONESIAN


# ----- Thai --------------------------------------------------------------------------------------
#: "Alice ได้ gold คืนไหม" (does Alice get her gold back?): what is got back said between "ได้"
#: and "คืน", read as "ได้คืน" before it ("get back gold").
THAI_GET_BACK = re.compile(r"ได้\s*(gold|element|honor|การ์ด)\s*คืน")


def _thai(text: str, names: tuple[str, ...]) -> str | None:
    clause = THAI_GET_BACK.sub(r"ได้คืน \1", text.strip())
    if THAI_GAME_OVER.search(clause):
        return GAME_OVER_ASKED
    if THAI_GAME_GOES_ON.search(clause):
        return GAME_GOES_ON_ASKED
    if (turn := _whose_turn(clause, "th")) is not None:
        return turn
    where = _thai_where(clause, names)
    if where is not None:
        return where
    if (which := THAI_WHICH.match(clause)) is not None and not any(
            e in clause for e in THAI_ASKS):
        return _which_read(which["cards"], which["asked"], _thai,
                           f"Qzxq {which['asked']}ไหม", names,
                           which["owner"] or which["whose"])
    # the question is its last clause (Thai sets clauses apart with a space): "ใครถือโฟกัส"
    # after the scene
    at = clause.rfind(THAI_WHO)
    then = clause[:at].endswith(THAI_THEN) and (  # "แล้วใครควบคุม bf-a": then who controls it
        at == len(THAI_THEN) or clause[at - len(THAI_THEN) - 1].isspace())
    who = clause[at:] if at == 0 or (at > 0 and clause[at - 1].isspace()) or then else ""
    if who and not any(n in who for n in THAI_NOT):
        return _thai_who(who[len(THAI_WHO):], names)
    ending = next((e for e in THAI_ASKS if clause.endswith(e)), None)
    if ending is None:
        return _thai_how_much(clause, names)
    clause = clause[:-len(ending)]
    marked, kept = _protect(clause, names)
    if any(w in marked for w in THAI_WH):
        return None
    # "แล้วใช้ ..." (and then uses ...) runs on with no space: "then" is a clause of its own
    marked = THAI_THEN_GLUED.sub(r"\g<0> ", marked)
    marked = _thai_possessive(marked, kept)
    # Thai sets clauses apart with a space: the question is the longest run of clauses at the
    # end whose every word is known ("Spark Bolt resolve แล้ว Trader ถูกฆ่าไหม": Trader ถูกฆ่า)
    chunks = marked.split()
    for k in range(len(chunks)):
        words = _thai_words(" ".join(chunks[k:]), kept)
        # (not from a number or a name the scene ends with: "... ได้ element 1 Alice เลือก
        # ...", "... ตอบด้วย Sample Dispel Alice ได้ ...": two names side by side are two
        # sentences, wherever in the run they come: "... Prayer ที่ Trader Male  Trader Male
        # รอดไหม" asks whether the Trader survives, not "Prayer at Trader Male Trader Male")
        # (nor across an amount the scene ends with and the name that opens the question:
        # "... ได้ honor 2 Alice ใช้ ...": she gets 2 honor. Alice uses ...)
        if words and not (k + 1 < len(chunks) and (words[0].isdigit() or any(
                (a in kept or a.isdigit()) and b in kept for a, b in pairwise(words)))):
            break
    else:
        return None
    # A negation is the question's ("... ไม่ ...ไหม": not read) unless it is in the scene set
    # before it, a sentence of its own: the question then opens with its own subject, a name
    # ("Alice ไม่มีการ์ด Order Alice ใช้ Order Decree ได้ไหม": the scene says what she lacks)
    run = " ".join(chunks[k:])
    if any(n in run for n in THAI_NOT) or (
            any(n in marked for n in THAI_NOT) and not (k and run.startswith("⟦"))):
        return None
    words = _thai_amounts(words)
    said_before = _thai_subject_said_before(chunks, k, words, kept)
    if said_before is not None:
        words.insert(0, said_before)
    if ending.startswith("ได้") and "ได้" not in words:
        words.insert(_subject_end(words, THAI), "ได้")  # "X เล่น Y ได้ไหม": can X play Y
    return _asked(words, THAI)


#: Thai says an amount after what it counts ("Knight มีดาเมจ 2 ไหม": has damage 2; "alice มี
#: gold 3 ไหม"); English before it. The words counted so (THAI_COUNTED's and the resources).
THAI_AMOUNT_AFTER = frozenset({*THAI_COUNTED, "gold", "element", "honor"})


def _thai_amounts(words: list[str]) -> list[str]:
    """The words with each amount said after what it counts put before it, as English says
    it ("มีดาเมจ 2": have 2 damage; it was read "have damage 2", whose number no reader read:
    "Knight มีดาเมจ 0 ไหม" of a Knight with no damage was No, as "any damage?" is)."""
    out: list[str] = []
    i = 0
    while i < len(words):
        w = words[i]
        amount = words[i + 1] if i + 1 < len(words) and words[i + 1].isdigit() else None
        if amount is not None and w in THAI_AMOUNT_AFTER:
            out += [amount, w]
            i += 2
            continue
        if amount is not None and f"{w}#" in THAI:
            # "ได้รับดาเมจ 2": take 2 damage (it was read "take damage 2": any damage, Yes)
            noun = next(k for k, v in THAI_COUNTED.items() if k in w and v == "damage")
            out += [f"{w}#", amount, noun]
            i += 2
            continue
        out.append(w)
        i += 1
    return out


#: "unit ของ Bob", "Oak Shieldbearer ของ Bob": a card (or a word for one) of a name, which
#: Thai says owner last (ของ: of).
THAI_OF_NAME = re.compile(r"(?:(?<=\s)|^)(?:⟦(?P<name>\d+)⟧|(?P<word>[A-Za-z][\w-]*))\s*ของ\s*"
                          r"⟦(?P<whose>\d+)⟧")


def _thai_possessive(marked: str, kept: list[str]) -> str:
    """`marked` with each "X ของ <name>" read as one name, "<name>'s X" ("unit ของ Bob ตายไหม":
    does Bob's unit die), added to `kept`: left as two words, the question was read from
    "ของ" on ("Does of Bob die?"), its subject lost."""
    def owned(m: re.Match[str]) -> str:
        what = kept[int(m["name"])] if m["name"] is not None else m["word"]
        kept.append(f"{kept[int(m['whose'])]}'s {what}")
        return f"⟦{len(kept) - 1}⟧"
    return THAI_OF_NAME.sub(owned, marked)


#: "แล้ว" (then) joined to the word after it ("แล้วใช้": then uses), at a clause's start.
THAI_THEN = "แล้ว"
THAI_THEN_GLUED = re.compile(rf"(?:^|(?<=\s)){THAI_THEN}(?=[^\s⟦])")


def _thai_subject_said_before(chunks: list[str], k: int, words: list[str],
                              kept: list[str]) -> str | None:
    """The subject a Thai question leaves out after "แล้ว" (then), as Thai does when it goes
    on with the one that acted last: "Alice ใช้ Oath of Light ใส่ Trader แล้วใช้ Oath of Light
    ใบที่สอง ใส่ Sample Militia ได้ไหม" (can Alice then use the second Oath ...). Only where the
    question's clause opens with its verb right after "แล้ว", the last name of the sentence
    followed by a verb is that subject, and it did what is asked already in the sentence (the
    same verb: so "Alice ใช้ Gun Shot ใส่ Trader แล้วรอดไหม", whose survivor is the Trader, is
    never read of Alice); else None (left as written)."""
    if not words or _subject_end(words, THAI) != 0 or k < 2 or chunks[k - 1] != THAI_THEN:
        return None
    asked = next((w for w in words if THAI.get(w, ("", ""))[1] in ("v", "a")), None)
    subjects = [i for i in range(k - 2) if re.fullmatch(r"⟦\d+⟧", chunks[i]) and
                THAI.get(chunks[i + 1], ("", ""))[1] in ("v", "m")]
    if asked is None or not subjects or asked not in chunks[subjects[-1] + 1:k - 1]:
        return None
    return kept[int(chunks[subjects[-1]][1:-1])]


#: "Trader ไปที่ไหน" (where does the Trader go), "Trader อยู่ที่ไหน" (where is it), or "ไปไหน" /
#: "อยู่ไหน": a where question of one card, the clause's last (names marked by `_protect`).
THAI_WHERE = re.compile(r"(?:^|\s)⟦(?P<what>\d+)⟧\s*(?P<verb>ไป|อยู่)(?:ที่)?ไหน")


def _thai_where(clause: str, names: tuple[str, ...]) -> str | None:
    """A where question of one card read into English, or None: "Trader ไปที่ไหน" -> "Where
    does Trader go", "Trader อยู่ที่ไหน" -> "Where is Trader"."""
    marked, kept = _protect(clause, names)
    m = THAI_WHERE.search(marked)
    if m is None or m.end() != len(marked):
        return None
    what = kept[int(m["what"])]
    return f"Where does {what} go" if m["verb"] == "ไป" else f"Where is {what}"


#: "Who" opening a Thai question ("ใครชนะ": who wins; "ใครได้ไพรออริตี้": who gets priority).
THAI_WHO = "ใคร"


def _thai_who(rest: str, names: tuple[str, ...]) -> str | None:
    """A Thai who question read into English ("Who wins?"), where every word after "who" is
    known and the first is a verb; never a Yes or No."""
    marked, kept = _protect(rest.strip(), names)
    words = _thai_words(marked, kept)
    if not words or THAI.get(words[0], ("", ""))[1] != "v":
        return None
    verb, _, more = THAI[words[0]][0].partition(" ")
    said = [_english(w, THAI) for w in words[1:]]
    return " ".join(x for x in ("Who", _third_person(verb), more, *said) if x)


#: "ATK และ DEF ของ Squire เป็นเท่าไร", "DEF ของ Squire คือเท่าไหร่": a card's stats asked by
#: their names, "of" the card (ของ), "is how much": What are the Squire's ATK and DEF?
THAI_STATS_OF = re.compile(r"(?:^|\s)(?P<stats>(?:ATK|DEF)(?:\s*(?:และ|กับ)\s*(?:ATK|DEF))?)\s*"
                           r"ของ\s*⟦(?P<of>\d+)⟧\s*(?:เป็น|คือ|มี)?\s*(?:เท่าไหร่|เท่าไร)$")


def _thai_how_much(clause: str, names: tuple[str, ...]) -> str | None:
    """A Thai how-much or how-many question read into English ("alice มีพลังงานเท่าไหร่": How
    much Energy does alice have; "alice จั่วการ์ดกี่ใบ": How many cards does alice draw), where
    its last clauses are a subject, a verb and what it counts, every word known; never a Yes or
    No."""
    marked, kept = _protect(clause, names)
    if (stats := THAI_STATS_OF.search(marked)) is not None:
        both = re.split(r"\s*(?:และ|กับ)\s*", stats["stats"])
        whose = kept[int(stats["of"])]
        return f"What {'are' if len(both) > 1 else 'is'} {whose}'s {' and '.join(both)}"
    much = next((e for e in THAI_HOW_MUCH if marked.endswith(e)), None)
    counted = None
    if much is not None:
        marked = marked[:-len(much)]
    else:
        at = marked.rfind(THAI_HOW_MANY)
        counted = THAI_CLASSIFIERS.get(marked[at + len(THAI_HOW_MANY):].strip()) \
            if at >= 0 else None
        if counted is None:
            return None
        marked = marked[:at]
    if any(n in marked for n in THAI_NOT) or any(w in marked for w in THAI_WH):
        return None
    marked = _thai_possessive(marked, kept)  # "Warden ของ Bob": Bob's Warden
    chunks = marked.split()
    for k in range(len(chunks)):  # the longest run of known clauses at the end, as _thai
        words = _thai_words(" ".join(chunks[k:]), kept)
        if words:
            break
    else:
        return None
    cut = _subject_end(words, THAI)
    if cut == 0 or cut == len(words) or THAI[words[cut]][1] != "v":
        return None
    nouns = [THAI_COUNTED[w] for w in words[cut + 1:] if w in THAI_COUNTED]
    verb = THAI[words[cut]][0]
    if not nouns and counted is None and verb.endswith(" damage"):
        # "Warden ของ Bob ได้รับความเสียหายเท่าไร": the verb says what it counts (take damage)
        nouns, verb = ["damage"], verb.removesuffix(" damage")
    noun = nouns[0] if len(nouns) == 1 else counted if not nouns else None
    if noun is None or (counted is not None and noun != counted) or any(
            w not in THAI_COUNTED and THAI.get(w, ("", ""))[1] != "x" for w in words[cut + 1:]):
        return None
    subject = " ".join(_english(w, THAI) for w in words[:cut])
    rest = [_english(w, THAI) for w in words[cut + 1:] if w not in THAI_COUNTED]
    how = "much" if noun in ("Energy", "damage", "life", "ATK", "DEF") else "many"
    return " ".join(x for x in ("How", how, noun, "does", subject, verb, *rest) if x)


def _thai_words(marked: str, kept: list[str]) -> list[str] | None:
    """The words of a Thai clause, names marked (`_protect`), matched longest first; None where
    a part is not known."""
    words: list[str] = []
    at = 0
    while at < len(marked):
        if marked[at].isspace():
            at += 1
            continue
        if (m := re.match(r"⟦(\d+)⟧", marked[at:])) is not None:
            words.append(kept[int(m.group(1))])
            at += m.end()
            continue
        if (m := re.match(r"\d+", marked[at:])) is not None:
            words.append(m.group(0))
            at += m.end()
            continue
        nth = next((e for e in THAI_ORDINALS if marked.startswith(e, at)), None)
        if nth is not None and words and words[-1] in kept and \
                marked[:at].rstrip().endswith("⟧"):
            # "Oath of Light ใบที่สอง": the second Oath of Light
            words[-1] = f"the {THAI_ORDINALS[nth]} {words[-1]}"
            at += len(nth)
            continue
        entry = next((e for e in _THAI_ENTRIES if marked.startswith(e, at)), None)
        if entry is None:
            return None
        words.append(entry)
        at += len(entry)
    return words


# ----- shared ------------------------------------------------------------------------------------
def _protect(text: str, names: tuple[str, ...]) -> tuple[str, list[str]]:
    """`text` with each name replaced by a mark (`⟦n⟧`), longest names first, matched whole
    and in any case; and the names as written in the text."""
    kept: list[str] = []

    def mark(m: re.Match[str]) -> str:
        kept.append(m.group(0))
        return f"⟦{len(kept) - 1}⟧"

    # (a name the text does not hold is not looked for: a pattern compiled for each name of
    # the board, ~600 compiles a pass over the bundled rulings, most of them for nothing)
    given = text
    for name in names:
        if name and may_hold(given, name):
            text = re.sub(rf"(?<![A-Za-z0-9_-]){re.escape(name)}(?![A-Za-z0-9_-])", mark, text,
                          flags=re.I)  # Thai runs on with no space: its letters are no bound
    return text, kept


def _subject_end(words: list[str], lexicon: Lexicon) -> int:
    """Where the subject ends: at the first word of the lexicon that is not an "other" word."""
    return next((i for i, w in enumerate(words) if w in lexicon and lexicon[w][1] != "x"),
                len(words))


def _asked(words: list[str], lexicon: Lexicon, modal: str | None = None) -> str | None:
    """The English yes/no question: its auxiliary (can or must for a modal, is before a state,
    does before a verb), the subject as written, then the rest in English."""
    cut = _subject_end(words, lexicon)
    if cut == len(words) and modal is None:
        # "Apakah Order Knight masih Holy?": no verb, the subject ends at "still" (is it still
        # Holy); it was left unread, no Yes or No
        cut = next((i for i, w in enumerate(words) if i and w in lexicon and
                    lexicon[w][0] == "still"), cut)
    if cut == 0 or cut == len(words):
        return None  # no subject, or nothing asked of it
    subject = " ".join(x for x in (_english(w, lexicon) for w in words[:cut]) if x)
    first = words[cut]
    if modal is None and lexicon[first][1] == "m":
        modal, rest = lexicon[first][0], words[cut + 1:]
    else:
        rest = words[cut:]
    still = [w for w in rest if w in lexicon and lexicon[w][0] == "still"]
    rest = [w for w in rest if w not in still]
    predicate = next((w for w in rest if w in lexicon and lexicon[w][1] in "va"), None)
    copula = [w for w in rest if w in lexicon and lexicon[w][1] == "c"]
    if predicate is None and modal is None and (still or copula) and len(rest) > len(copula):
        # what the subject is (still): "Is Order Captain a Human Follower?" (its traits, read
        # by the words the ruling's traits are); Indonesian names the noun first ("Follower
        # Human"), English last
        what = [w for w in rest if w not in copula]
        if all(w not in lexicon and w[:1].isupper() for w in what):
            what.reverse()
        said = " ".join(x for x in (_english(w, lexicon) for w in what) if x)
        return f"Is {subject}{' still' if still else ' a'} {said}".strip()
    if predicate is None:
        return None  # nothing asked that the readers know
    aux = modal or ("is" if lexicon[predicate][1] == "a" else "does")
    said = " ".join(x for x in (_english(w, lexicon) for w in rest) if x)
    return f"{aux.capitalize()} {subject}{' still' if still else ''} {said}".strip()


def _english(word: str, lexicon: Lexicon) -> str:
    return lexicon[word][0] if word in lexicon else word
