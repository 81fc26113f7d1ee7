"""Entry point of the native build: the same command line as `cardtable`."""

import multiprocessing

from cardtable.cli import main

multiprocessing.freeze_support()  # the patience solver runs in a child process ("spawn")
raise SystemExit(main())
