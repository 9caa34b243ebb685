from enum import StrEnum

class BidActionBibliosType(StrEnum):
    BID = "bid"

    def __str__(self) -> str:
        return str(self.value)
