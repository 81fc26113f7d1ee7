"""En blanc et noir (白と黒ってトリテ): two-number cards, bids in white and black."""
