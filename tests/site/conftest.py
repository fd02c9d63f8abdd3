"""One site built for the whole module set: the bundled rulebooks and scenarios, plus a folder of
`--rulings` with hostile text."""

from __future__ import annotations

from pathlib import Path

import pytest

from ..conftest import ROOT


@pytest.fixture(scope="session")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    from judge.site import build

    out = tmp_path_factory.mktemp("site")
    extra = tmp_path_factory.mktemp("mine")
    source = (ROOT / "scenarios/vandaria-wars/register/prayer-profit-gun-shot.yaml").read_text(
        encoding="utf-8")
    hostile = source.replace("title: Prayer, Profit and Gun Shot",
                             'title: "A <script>alert(1)</script> & </p> title"').replace(
        "question: Does Trader Male survive the Gun Shot?",
        'question: "Does <b>Trader</b> survive </svg>?"')
    assert hostile != source
    (extra / "hostile.yaml").write_text(hostile, encoding="utf-8")
    (extra / "broken.yaml").write_text("game: nope\n", encoding="utf-8")
    report = build(out, extra=[extra])
    assert [Path(f).name for f, _ in report.skipped] == ["broken.yaml"]
    return out
