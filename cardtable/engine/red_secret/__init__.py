"""Red Secret (秘密の赤): trick-taking where red cards score only if they stay hidden."""
