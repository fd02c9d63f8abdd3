"""Questions asked in Indonesian or Thai (judge/engine/asked.py): read into the English the
answer's readers know, so that a yes/no question gets its Ya/Tidak (ใช่/ไม่) as the same question
in English gets its Yes/No, and an Indonesian who, what, how-much or which question leads with
the fact the English one does; a question with a negation, a word not known or a shape not
read is left as written and gets no Yes or No (never a guess)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from judge.app import load_scenario_text, resolve
from judge.engine.asked import in_english, language_of
from judge.i18n import translator
from judge.lookup.answer import one_line_answer

ROOT = Path(__file__).resolve().parents[2]
NAMES = ["Trader Male", "trader", "Gun Shot", "shot", "alice", "bob", "Alice", "Bob",
         "Sample Militia", "Militia", "Fort", "Spark Bolt", "Knight"]


@pytest.mark.parametrize(("asked", "english"), [
    ("Apakah Trader Male bertahan?", "Does Trader Male survive?"),
    ("Apakah Trader Male hancur?", "Is Trader Male destroyed?"),
    ("Bisakah Alice menyerang Fort milik Bob?", "Can Alice attack Bob's Fort?"),
    ("Apakah Alice boleh summon Sample Militia?", "Can Alice summon Sample Militia?"),
    ("Apakah Gun Shot masih result?", "Does Gun Shot still result?"),
    ("Apakah itu diperbolehkan?", "Is that allowed?"),
    ("Apakah Bob menarik kartu?", "Does Bob draw?"),
    ("Apakah Trader Male bertahan atau tidak?", "Does Trader Male survive?"),
    ("Gun Shot ada di atas. Apakah Trader bertahan?", "Gun Shot ada di atas. Does Trader survive?"),
    ("Setelah Gun Shot result, apakah Trader bertahan?",
     "Setelah Gun Shot result, Does Trader survive?"),
    ("Trader รอดไหม", "Does Trader survive?"),
    ("Traderรอดไหม", "Does Trader survive?"),  # Thai with no space after the name
    ("Knight ถูกทำลายไหม?", "Is Knight destroyed?"),
    ("alice เล่น Spark Bolt ได้ไหม", "Can alice play Spark Bolt?"),
    ("Spark Bolt resolve แล้ว Trader ถูกฆ่าไหม", "Is Trader killed?"),
    # who, what, how much, which: read too (their answers have no Yes or No in any language)
    ("Siapa yang menang?", "Who wins?"),
    ("Siapa yang memegang prioritas?", "Who holds priority?"),
    ("Apa yang hancur?", "What is destroyed?"),
    ("Berapa gold milik Alice?", "How much gold does Alice have?"),
    ("Berapa gold Alice sekarang?", "How much gold does Alice have now?"),
    ("Berapa damage yang diterima Trader Male?", "How much damage does Trader Male take?"),
    ("Berapa kartu yang ditarik Bob?", "How many cards does Bob draw?"),
    ("Kartu apa yang Bob tarik?", "Which card does Bob draw?"),
    ("ใครชนะ", "Who wins?"),
    ("ใครได้ไพรออริตี้หลังจากนั้น", "Who gets priority after that?"),
    ("ใครถือโฟกัส", "Who holds focus?"),
    ("alice ตะแคงรูน ใครถือ focus", "Who holds focus?"),
    # how much (เท่าไหร่), how many (กี่ and its classifier), in Thai
    ("alice มีพลังงานเท่าไหร่", "How much Energy does alice have?"),
    ("alice มีแต้มกี่แต้ม", "How many points does alice have?"),
    ("alice มีกี่แต้ม", "How many points does alice have?"),
    ("alice จั่วการ์ดกี่ใบ", "How many cards does alice draw?"),
    ("Spark Bolt resolve แล้ว Knight มีดาเมจเท่าไหร่", "How much damage does Knight have?"),
])
def test_a_question_is_read_into_english(asked: str, english: str) -> None:
    assert in_english(asked, NAMES) == english


@pytest.mark.parametrize("asked", [
    "Apakah Trader Male tidak bertahan?",  # a negation: a Yes would mean he does not
    "Apakah Trader Male belum hancur?",
    "Trader Male ไม่รอดใช่ไหม",
    "Siapa yang tidak menang?",  # a negation in a who question too
    "Berapa gold Alice dan Bob?",  # a shape not read: two players
    "ใครไม่ชนะ",  # who, in Thai, with a negation
    "ชนะกี่แต้ม",  # how many, in Thai, with no subject: not read
    "alice ไม่มีแต้มกี่แต้ม",  # how many, in Thai, with a negation
    "alice มีแต้มกี่ตัว",  # a classifier that does not count points
    "Apakah Trader Male terbang ke bulan?",  # a word not known
    "Trader Male บินไหม",
])
def test_a_question_not_understood_is_left_as_written(asked: str) -> None:
    said = in_english(asked, NAMES)
    assert said.rstrip("?") == asked.rstrip("?")


def test_the_language_is_told_by_the_question_itself() -> None:
    assert language_of("Does Trader survive?") == "en"
    assert language_of("Apakah Trader bertahan?") == "id"
    assert language_of("Trader รอดไหม") == "th"
    assert in_english("Does the Trader survive?", NAMES) == "Does the Trader survive?"


#: Bundled rulings asked again in Indonesian and in Thai (None: not asked in that language):
#: the lead's yes or no must be the one the English question gets, in the output's language.
ASKED = [
    ("vandaria-wars/register/prayer-profit-gun-shot.yaml", "Yes",
     "Apakah Trader Male bertahan?", "Trader Male รอดไหม"),
    ("vandaria-wars/answers/a-response-can-be-answered.yaml", "No",
     "Apakah Trader Male bertahan?", "Trader Male รอดไหม"),
    ("vandaria-wars/replacements/prevention-replaced-spent.yaml", "Yes",
     "Apakah Knight hancur?", "Knight ถูกทำลายไหม"),
    ("vandaria-wars/replacements/prevention-replaced-kept.yaml", "No",
     "Apakah Knight hancur?", "Knight ถูกทำลายไหม"),
    ("vandaria-wars/rulings/attack-destroys-a-territory.yaml", "Yes",
     "Apakah Fort hancur?", "Fort ถูกทำลายไหม"),
    ("vandaria-wars/rulings/damage-from-two-turns-does-not-add-up.yaml", "No",
     "Apakah Trader Male hancur?", "Trader Male ถูกทำลายไหม"),
    ("vandaria-wars/resources/gold-skill-keeps-the-round.yaml", "Yes",
     "Apakah Gun Shot result?", "Gun Shot result ไหม"),
    ("vandaria-wars/resources/gold-skill-restarts-the-round.yaml", "No",
     "Apakah Gun Shot result?", "Gun Shot result ไหม"),
    ("vandaria-wars/rulings-audit8/dispel-is-prayer-cancelled.yaml", "Yes",
     "Apakah Prayer dibatalkan?", "Prayer ถูกยกเลิกไหม"),
    ("vandaria-wars/timing/action-on-empty-register-any-player.yaml", "Yes",
     "Bolehkah Bob menggunakan Gun Shot sekarang?", "Bob ใช้ Gun Shot ได้ไหม"),
    ("vandaria-wars/battle/attack-with-exhausted-follower-rejected.yaml", "No",
     "Bolehkah Alice menyerang dengan Militia?", "Alice โจมตีด้วย Militia ได้ไหม"),
    ("vandaria-wars/costs/failed-skill-refund.yaml", "Yes",
     "Apakah Alice mendapatkan kembali 2 gold?", None),
    ("vandaria-wars/costs/failed-skill-no-refund.yaml", "No",
     "Apakah Alice mendapatkan kembali 2 gold?", None),
    ("vandaria-wars/card-text/cannot-be-targeted.yaml", "No", "Apakah itu diperbolehkan?", None),
]
WORDS = {"en": ("Yes", "No"), "id": ("Ya", "Tidak"), "th": ("ใช่", "ไม่")}


def _asked_again(path: str, question: str) -> str:
    """The file with its question's last sentence asked in another language (the scene set
    before it kept, as a judge writing in two languages would)."""
    text = (ROOT / "scenarios" / path).read_text(encoding="utf-8")
    english = load_scenario_text(text, path).question or ""
    scene = re.match(r"(?s)(.*[.?!]\s+)?", english.strip())
    asked = f"{scene.group(1) or '' if scene else ''}{question}"
    text = re.sub(r"(?ms)^question:.*?(?=^\S)", lambda _: f"question: {asked!r}\n", text)
    assert f"question: {asked!r}" in text
    return text


@pytest.mark.parametrize(("path", "verdict", "indonesian", "thai"), ASKED,
                         ids=[p.split("/")[-1][:-5] for p, *_ in ASKED])
def test_a_bundled_ruling_asked_in_indonesian_or_thai_gets_the_same_yes_or_no(
        path: str, verdict: str, indonesian: str, thai: str | None) -> None:
    english = resolve(load_scenario_text((ROOT / "scenarios" / path).read_text(
        encoding="utf-8"), path))
    assert one_line_answer(english).startswith(f"{verdict} — ")  # the English twin's
    for asked in (indonesian, thai):
        if asked is None:
            continue
        res = resolve(load_scenario_text(_asked_again(path, asked), path))
        assert (res.question or "").endswith(asked)  # shown as written
        for lang, words in WORDS.items():
            said = one_line_answer(res, None if lang == "en" else translator(lang))
            word = words[0] if verdict == "Yes" else words[1]
            assert said.startswith(f"{word} — "), (asked, lang, said)


@pytest.mark.parametrize("asked", ["Apakah Trader Male tidak bertahan?", "Siapa yang bertahan?",
                                   "Trader Male ไม่รอดใช่ไหม"])
def test_a_question_not_understood_gets_no_yes_or_no(asked: str) -> None:
    path = "vandaria-wars/register/prayer-profit-gun-shot.yaml"
    res = resolve(load_scenario_text(_asked_again(path, asked), path))
    for lang, words in WORDS.items():
        said = one_line_answer(res, None if lang == "en" else translator(lang))
        assert not said.startswith(tuple(f"{w} — " for w in words)), (asked, lang, said)


def _leads(path: str, *questions: str) -> list[str]:
    """The one-line answers of a bundled ruling asked each question in turn."""
    text = (ROOT / "scenarios" / path).read_text(encoding="utf-8")
    return [one_line_answer(resolve(load_scenario_text(
        re.sub(r"(?ms)^question:.*?(?=^\w)", f"question: {asked!r}\n", text), path)))
        for asked in questions]


@pytest.mark.parametrize(("indonesian", "english"), [
    ("Siapa yang memegang prioritas setelah register selesai?",
     "Who holds priority after the register results?"),
    ("Kartu apa yang Bob tarik?", "Which card does Bob draw?"),
    ("Berapa damage yang diterima Trader Male?", "How much damage does Trader Male take?"),
])
def test_a_who_or_which_question_in_indonesian_leads_as_the_english_one(
        indonesian: str, english: str) -> None:
    """Before, such a question was left as written, and its answer led with the ruling's first
    fact (the register's order), not with what it asks."""
    read, twin = _leads("vandaria-wars/register/prayer-profit-gun-shot.yaml", indonesian, english)
    assert read == twin and not read.startswith("Prayer (prayer), Profit"), (read, twin)


def test_a_how_much_question_in_thai_leads_as_the_english_one() -> None:
    """Before, such a question was left as written, and its answer led with the ruling's first
    fact (where the Warden moved), not with the total it asks for."""
    read, twin = _leads("riftbound/rulings/showdown-without-combat-heals-nobody.yaml",
                        "Stone Warden มีดาเมจเท่าไหร่", "How much damage does Stone Warden have?")
    assert read == twin, (read, twin)
