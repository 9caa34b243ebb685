from enum import StrEnum

class AuctionWonEventBibliosType(StrEnum):
    AUCTION_WON = "auction_won"

    def __str__(self) -> str:
        return str(self.value)
