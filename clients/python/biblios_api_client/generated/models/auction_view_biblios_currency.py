from enum import StrEnum

class AuctionViewBibliosCurrency(StrEnum):
    CARDS = "cards"
    GOLD = "gold"

    def __str__(self) -> str:
        return str(self.value)
