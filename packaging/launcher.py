"""Entry point of the native build: the same command line as `cardtable`."""

from cardtable.cli import main

raise SystemExit(main())
