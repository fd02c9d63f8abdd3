"""Nothing a file smuggles in reaches a terminal or a page as anything but text: terminal
escapes (clear screen, window title, OSC-8 links, BEL) are shown, Rich markup in ids is printed
as written, HTML and SVG stay well-formed, Mermaid labels keep their text and parse."""

from __future__ import annotations

import json
import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from click.testing import CliRunner

from judge.cli.main import cli
from judge.render.safe import (
    JSON_UNSAFE_CLASS,
    inline,
    json_text,
    markup,
    mermaid,
    printable,
    xml,
)

from ..conftest import ROOT

HOSTILE = str(ROOT / "tests/data/hostile/escapes.yaml")
#: What must never be printed raw: ESC, BEL, other C0 but newline and tab, DEL, C1 controls.
RAW = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f]")

COMMANDS = [["resolve"], ["resolve", "--json"], ["explain"], ["explain", "--format", "markdown"],
            ["explain", "--format", "html"], ["graph"], ["graph", "--format", "mermaid"],
            ["graph", "--format", "dot"], ["graph", "--format", "json"], ["why", "--json"],
            ["why"]]


def run(args: list[str]) -> tuple[int, str]:
    if args[0] == "why":
        args = [args[0], HOSTILE, "zap\x071", *args[1:]]
    else:
        args = [args[0], HOSTILE, *args[1:]]
    result = CliRunner().invoke(cli, args)
    return result.exit_code, result.output


@pytest.mark.parametrize("args", COMMANDS, ids=" ".join)
def test_no_renderer_prints_a_control_character_from_a_file(args: list[str]) -> None:
    code, out = run(args)
    assert code == 0, out
    assert not RAW.findall(out), sorted(set(RAW.findall(out)))


def test_the_text_view_shows_escapes_and_markup_as_written() -> None:
    _, out = run(["resolve"])
    assert "␛[2J␛]0;owned␇Title [link=https://evil.example]click[/link]" in out
    assert "[/b]      life 4000" in out and "bob␛[31m" in out


def test_the_json_ruling_keeps_the_values_and_escapes_every_control_character() -> None:
    _, out = run(["resolve", "--json"])
    data = json.loads(out)
    assert data["title"].startswith("\x1b[2J\x1b]0;owned\x07Title")
    assert "\\u001b[2J" in out


def test_the_svg_in_the_html_page_is_well_formed_xml() -> None:
    _, out = run(["explain", "--format", "html"])
    svg = out[out.index("<svg"):out.index("</svg>") + 6]
    ET.fromstring(svg)
    assert "␛" in svg


def test_mermaid_labels_keep_their_text_and_every_line_is_a_node_or_an_edge() -> None:
    _, out = run(["graph", "--format", "mermaid"])
    lines = out.splitlines()
    assert lines[0] == "flowchart LR"
    node = re.compile(r'^  n\d+(\["[^"`\[\]]*"\]|\(\["[^"`\[\]]*"\]\)|\[/"[^"`\[\]]*"/\])$')
    edge = re.compile(r"^  n\d+ -->\|[a-z ]+\| n\d+$")
    for line in lines[1:]:
        assert node.match(line) or edge.match(line), line
    assert "%%" not in out and "`" not in out
    assert "#96;Zap#34; #40;x#41; #123;y#125; #60;z#62; #124;w#124; #35;q#59;" in out


@pytest.mark.parametrize(("text", "label"), [
    ("`code`", "#96;code#96;"), ("a\n%% b", "a #37;#37; b"), ('say "hi"', "say #34;hi#34;"),
    ("Gun Shot (shot) [resolved]", "Gun Shot #40;shot#41; #91;resolved#93;"),
    ("ทิ้ง", "ทิ้ง"), ("a;b#c", "a#59;b#35;c"),
])
def test_mermaid_escapes_use_entity_codes(text: str, label: str) -> None:
    assert mermaid(text) == label


def test_the_helpers_show_control_characters_and_keep_text() -> None:
    assert printable("a\x1b[2Jb\n\tc\x07") == "a␛[2Jb\n\tc␇"
    assert inline("a\nb\tc\r") == "a b c "
    assert inline("\x9b31m \u202eevil \ud800") == "\\x9b31m \\u202eevil \\ud800"
    # a no-break space (a rule id kept whole) stays, and never hides a control character beside it
    assert inline("VW\xa0REG.3.a") == "VW\xa0REG.3.a"
    assert inline("VW\xa0REG.3.a\x1b\n") == "VW\xa0REG.3.a␛ "
    assert markup("[/b] [link=x]y[/link]") == "\\[/b] \\[link=x]y\\[/link]"
    assert xml("<a> & \x1b \ufffe") == "&lt;a&gt; &amp; ␛ \\ufffe"
    assert json_text(json.dumps("\x85\u2028\ud800", ensure_ascii=False)) == \
        '"\\u0085\\u2028\\ud800"'
    assert json.loads(json_text(json.dumps("\x85", ensure_ascii=False))) == "\x85"


def test_json_text_escapes_no_printable_character() -> None:
    """json_text returns a text of printable characters as it is, without its pattern: exact
    only while every character the pattern escapes is one `str.isprintable` refuses."""
    escaped = re.findall(JSON_UNSAFE_CLASS, "".join(map(chr, range(sys.maxunicode + 1))))
    assert len(escaped) == 33 + 2 + 5 + 4 + 2048 + 2
    assert not any(ch.isprintable() for ch in escaped)
    assert json_text(',\n  "Yes \u2014 a\xa0b"') == ',\n  "Yes \u2014 a\xa0b"'
    assert json_text(',\n  "Yes \u2014 \u2028"') == ',\n  "Yes \u2014 \\u2028"'


def test_xml_escapes_as_html_escape_does_quotes_included() -> None:
    """xml() is html.escape(printable(text), quote=True) without importing `html`: the same
    text for every mix of the characters it escapes, controls and other scripts."""
    import html
    from itertools import product

    for chars in product("&<>\"'a\x1b\xa0ก", repeat=3):
        text = "".join(chars)
        assert xml(text) == html.escape(printable(text), quote=True)
    assert xml(3) == "3"


def test_a_lone_surrogate_escape_is_refused_or_shown_never_a_crash(tmp_path: Path) -> None:
    text = Path(HOSTILE).read_text(encoding="utf-8").replace('title: "', 'title: "\\ud800', 1)
    path = tmp_path / "surrogate.yaml"
    path.write_text(text, encoding="utf-8")
    for args in (["resolve", str(path)], ["resolve", str(path), "--json"],
                 ["explain", str(path)], ["graph", str(path)]):
        result = CliRunner().invoke(cli, args)
        assert result.exit_code in (0, 2), (args, result.output[-300:])
        assert "Traceback" not in result.output
