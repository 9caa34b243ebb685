from enum import StrEnum

class BidEventBibliosType(StrEnum):
    BID = "bid"

    def __str__(self) -> str:
        return str(self.value)
