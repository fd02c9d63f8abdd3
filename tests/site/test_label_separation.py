"""Edge labels Graphviz puts on top of each other are moved apart (render/layout.py): the
[Graverberate] ruling's trigger and copy edges met at one node and their labels overlapped."""

from __future__ import annotations

from judge.render.layout import LABEL_CHAR_W, LABEL_H, Edge, label_text, separate_labels


def test_overlapping_labels_are_moved_apart() -> None:
    es = [Edge("a", "b", ["causes"], label_x=50, label_y=40),
          Edge("c", "b", ["copies"], label_x=52, label_y=42),
          Edge("d", "b", ["copies"], label_x=300, label_y=40)]
    separate_labels(es)
    boxes = [(e.label_x - len(label_text(e)) * LABEL_CHAR_W / 2, e.label_y - LABEL_H,
              len(label_text(e)) * LABEL_CHAR_W, LABEL_H) for e in es]
    a, b = boxes[0], boxes[1]
    assert a[1] + a[3] <= b[1] or b[1] + b[3] <= a[1], "the two labels still overlap"
    assert es[0].label_y == 40 and es[2].label_y == 40, "labels clear of others stay put"
