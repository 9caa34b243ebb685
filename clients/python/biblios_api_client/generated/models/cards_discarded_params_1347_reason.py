from enum import StrEnum

class CardsDiscardedParams1347Reason(StrEnum):
    HOSPITAL = "hospital"

    def __str__(self) -> str:
        return str(self.value)
