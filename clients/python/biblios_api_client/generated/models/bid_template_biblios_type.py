from enum import StrEnum

class BidTemplateBibliosType(StrEnum):
    BID = "bid"

    def __str__(self) -> str:
        return str(self.value)
