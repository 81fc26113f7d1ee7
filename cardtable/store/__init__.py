"""Files under the user's folders: settings, saved games, statistics, own rulesets. No Qt."""
