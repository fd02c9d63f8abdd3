"""The players' languages: the translated rule files (rulebook/<game>/rules.<lang>.yaml) and
`judge rule --lang`."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from judge.lookup.rules import registered_books
from judge.lookup.translations import coverage, localize
from judge.model.rules import english_stamp
from judge.ruledata import GameData

from .conftest import run


# ----- the translated rule files -----------------------------------------------------------------
def translations() -> list[tuple[str, str]]:
    return [(gid, lang) for gid, data in registered_books().items()
            for lang in data.languages[1:]]


def test_the_players_languages_have_rule_files() -> None:
    found = set(translations())
    assert {("vandaria-wars", "id"), ("riftbound", "th")} <= found
    assert not any(gid == "force-of-will" for gid, _ in found)  # Force of Will stays English


@pytest.mark.parametrize(("gid", "lang"), translations())
def test_every_translated_id_is_a_rule_and_no_translation_is_empty(gid: str, lang: str) -> None:
    data = registered_books()[gid]
    texts = data.translation(lang)
    assert texts, f"{data.translation_file(lang)} translates nothing"
    unknown = sorted(set(texts) - set(data.rules))
    assert not unknown, f"{gid} rules.{lang}.yaml: ids not in the English data: {unknown}"
    for rid, tr in texts.items():
        assert tr.title.strip() and tr.text.strip(), f"{gid} {lang} {rid}: empty title or text"
        rule = data.rules[rid]
        assert dict(tr.options).keys() == dict(rule.options).keys(), \
            f"{gid} {lang} {rid}: options {sorted(dict(tr.options))} are not the policy's"
        assert all(t.strip() for _, t in tr.options), f"{gid} {lang} {rid}: an empty option"
        assert tr.text != rule.text, f"{gid} {lang} {rid}: the English copied, not translated"


@pytest.mark.parametrize(("gid", "lang"), translations())
def test_every_translation_is_of_the_current_english(gid: str, lang: str) -> None:
    """Each entry records the stamp of the English it was written from: a rule whose English
    changed must have its translation looked at again (then restamped:
    `python -m judge.lookup.translations GAME LANG --restamp ID`)."""
    data = registered_books()[gid]
    stale = {rid: (tr.en, english_stamp(data.rules[rid]))
             for rid, tr in data.translation(lang).items()
             if rid in data.rules and tr.en != english_stamp(data.rules[rid])}
    assert not stale, f"{gid} rules.{lang}.yaml: stale or unstamped (recorded, now): {stale}"


def test_every_vandaria_wars_rule_and_policy_is_in_indonesian() -> None:
    data = registered_books()["vandaria-wars"]
    missing = sorted(set(data.rules) - set(data.translation("id")))
    assert not missing
    cov = {c.lang: c for c in coverage(data)}
    assert (cov["id"].translated, cov["id"].total, cov["id"].stale) == (len(data.rules),) * 2 + (0,)


def test_a_translation_file_must_say_its_own_language(tmp_path: pytest.TempPathFactory) -> None:
    from judge.errors import InputError

    game = tmp_path / "g"  # type: ignore[operator]
    game.mkdir()
    (game / "rules.yaml").write_text("rules: [{id: G 1, title: One, text: The one.}]\n",
                                     encoding="utf-8")
    (game / "rules.th.yaml").write_text("language: id\nrules: {}\n", encoding="utf-8")
    data = GameData("g", str(game))
    assert data.languages == ("en", "th")
    with pytest.raises(InputError, match="language"):
        data.translation("th")


def test_an_untranslated_rule_falls_back_to_english_marked() -> None:
    data = registered_books()["force-of-will"]
    rule = data.rules["FOW 605.1b"]
    shown = localize(data, rule, "th")
    assert shown.fallback and shown.lang == "en" and shown.rule is rule


# ----- judge rule --lang -------------------------------------------------------------------------
def test_rule_in_indonesian_keeps_its_id_and_names_the_language() -> None:
    code_, out, err = run("rule", "vw", "reg.4", "--lang", "id")
    assert code_ == 0 and err == ""
    assert out.startswith("VW REG.4  Satu putaran pass me-result seluruh register")
    assert "Bahasa:      Bahasa Indonesia (id)" in out  # judge's labels in Indonesian too
    assert "register di-result sampai habis" in out
    assert "Induk:       VW REG  Register" in out  # the relatives' titles are in Indonesian too
    assert "One round of passes" not in out


def test_also_en_shows_the_english_beside_it() -> None:
    _, out, _ = run("rule", "VW REG.14", "--lang", "id", "--also", "en")
    assert "Jika demikian" in out
    assert "English (en): Additional costs and Option- choices are made on registering" in out
    assert out.index("Jika demikian") < out.index("English (en):")


def test_a_policy_shows_its_options_in_the_language() -> None:
    _, out, _ = run("rule", "VW HP.8", "--lang", "id")
    assert "no-refund (bawaan): cost yang sudah dibayar tetap terbayar" in out
    assert "Pengaturan:  policies: {failed.refund: <option>}" in out


def test_an_untranslated_rule_is_shown_in_english_and_says_so() -> None:
    code_, out, _ = run("rule", "FOW 605.1b", "--lang", "th")
    assert code_ == 0
    assert out.startswith("FOW 605.1b  Two passes in a row resolve one item")
    assert "ภาษา:        English - ยังไม่มีข้อความภาษาไทยสำหรับกฎนี้" in out


def test_judge_lang_and_the_locale_choose_the_language(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("JUDGE_LANG", "id")
    assert "Bahasa Indonesia (id)" in run("rule", "VW REG.3")[1]
    monkeypatch.delenv("JUDGE_LANG")
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", "id_ID.UTF-8")
    assert "Bahasa Indonesia (id)" in run("rule", "VW REG.3")[1]
    monkeypatch.setenv("LANG", "C.UTF-8")
    assert "Language:" not in run("rule", "VW REG.3")[1]
    assert "Language:" not in run("rule", "VW REG.3", "--lang", "en")[1]


@pytest.mark.parametrize("args", [("--lang", "xx"), ("--also", "klingon")])
def test_an_unknown_language_exits_2(args: tuple[str, str]) -> None:
    code_, _, err = run("rule", "VW REG.3", *args)
    assert code_ == 2 and "unknown language" in err and "th (Thai)" in err


def test_rule_json_keeps_the_english_and_adds_the_languages_asked_for() -> None:
    _, out, _ = run("rule", "VW HP.8", "--lang", "id", "--also", "th", "--json")
    data = json.loads(out)
    assert data["title"] == "Where cards go, and no refunds"  # the English, as before
    first, second = data["texts"]
    assert first["lang"] == "id" and not first["fallback"] and first["options"]["refund"]
    assert second["lang"] == "th" and not second["fallback"] and second["options"]["refund"]
    _, other, _ = run("rule", "FOW 605.1b", "--lang", "id", "--also", "th", "--json")
    for text in json.loads(other)["texts"]:  # Force of Will has neither: shown in English
        assert text == {**text, "lang": "en", "fallback": True}
    _, plain, _ = run("rule", "VW HP.8", "--json")
    assert "texts" not in json.loads(plain)


def test_thai_is_wrapped_between_words_never_inside_a_letter(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from judge.lookup.normalize import THAI_FOLLOWING

    monkeypatch.setenv("COLUMNS", "60")
    _, out, _ = run("rule", "RB 306", "RB 340.2.a", "--lang", "th")
    lines = [line.strip() for line in out.splitlines() if line.strip()]
    assert all(line[0] not in THAI_FOLLOWING for line in lines)
    assert all(len(line) <= 60 for line in out.splitlines())


# ----- judge games -------------------------------------------------------------------------------
def test_games_lists_each_rulebooks_languages_and_how_much_is_translated() -> None:
    _, out, _ = run("games", "--json")
    langs = {g["id"]: {c["lang"]: c for c in g["languages"]} for g in json.loads(out)}
    assert langs["vandaria-wars"]["id"]["translated"] == langs["vandaria-wars"]["id"]["total"]
    th = langs["riftbound"]["th"]
    assert 300 < th["translated"] < th["total"] and th["stale"] == 0
    assert set(langs["force-of-will"]) == {"en"}
    _, text, _ = run("games")
    vw = langs["vandaria-wars"]["id"]
    assert f"id {vw['total']}/{vw['total']} (100.0%)" in text
    assert (f"th {th['translated']}/{th['total']} ({th['percent']:.1f}%); the rest in English"
            in text)


def test_the_maintenance_command_names_a_broken_translation_file_without_a_trace(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    """`python -m judge.lookup.translations GAME LANG` on a translation being written with a
    YAML mistake (a title opening with a quote) says where, one line, and exits 2."""
    import shutil

    from judge.lookup import translations
    from judge.ruledata import GameData

    book = tmp_path / "riftbound"
    shutil.copytree(GameData("riftbound").dir, book)
    with open(book / "rules.th.yaml", "a", encoding="utf-8") as fh:
        fh.write('  RB 157:\n    title: "ถ้า" ที่ตามมา\n    text: x\n')
    monkeypatch.setattr(translations, "GameData", lambda gid: GameData(gid, str(book)))
    assert translations.main(["riftbound", "th"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith(f"{book / 'rules.th.yaml'}:"), err
    assert "Traceback" not in "".join(err)
