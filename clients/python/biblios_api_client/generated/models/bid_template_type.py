from enum import StrEnum

class BidTemplateType(StrEnum):
    BID = "bid"

    def __str__(self) -> str:
        return str(self.value)
