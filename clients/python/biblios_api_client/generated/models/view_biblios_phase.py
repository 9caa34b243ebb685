from enum import StrEnum

class ViewBibliosPhase(StrEnum):
    AUCTION = "auction"
    GIFT = "gift"
    OVER = "over"

    def __str__(self) -> str:
        return str(self.value)
