from enum import StrEnum

class AuctionWonParamsBibliosCurrency(StrEnum):
    CARDS = "cards"
    GOLD = "gold"

    def __str__(self) -> str:
        return str(self.value)
