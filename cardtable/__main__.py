"""``python -m cardtable`` runs the same command line as the ``cardtable`` script."""

from cardtable.cli import main

raise SystemExit(main())
