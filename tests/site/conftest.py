"""One site built for the whole module set: the bundled rulebooks and scenarios, plus a folder of
`--rulings` with hostile text.

The pages of the bundled rulings are those the rendered views kept in the run's cache folder as
they explained each ruling (tests/rendered.py: judge.site.keep_bundled_page, `judge site`'s own
explanation and page), so the build writes them without resolving them again: a build of every
ruling again was ~20 s of the suite's CPU. A ruling whose page is not kept yet (the other
process still rendering its half) is resolved by the build as ever; the pages are the same
either way (compared byte for byte when this came in)."""

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
