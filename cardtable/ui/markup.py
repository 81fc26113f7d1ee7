"""Escaping text put into markup: the cards' SVG and Qt's rich text labels.

Three replacements, written here rather than imported: ``xml.sax.saxutils``
pulls in ``urllib.request`` and ``http.client`` at start-up, and ``html``
loads the table of every named entity, for what is one line.
"""

_ESCAPES = str.maketrans({"&": "&amp;", "<": "&lt;", ">": "&gt;"})


def escape(text: str) -> str:
    """``text`` safe inside an element (not inside a quoted attribute)."""
    return text.translate(_ESCAPES)


def heading_row(*words: str, first: str = "<th></th>") -> str:
    """A table's heading row of rich text: ``first`` cell, then one ``<th>`` per word."""
    return "<tr>" + first + "".join(f"<th>{word}</th>" for word in words) + "</tr>"
