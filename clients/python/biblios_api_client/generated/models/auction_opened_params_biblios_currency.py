from enum import StrEnum

class AuctionOpenedParamsBibliosCurrency(StrEnum):
    CARDS = "cards"
    GOLD = "gold"

    def __str__(self) -> str:
        return str(self.value)
