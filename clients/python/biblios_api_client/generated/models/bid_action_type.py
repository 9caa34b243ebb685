from enum import StrEnum

class BidActionType(StrEnum):
    BID = "bid"

    def __str__(self) -> str:
        return str(self.value)
