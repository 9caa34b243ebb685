from enum import StrEnum

class GiversFixedEvent1347Type(StrEnum):
    GIVERS_FIXED = "givers_fixed"

    def __str__(self) -> str:
        return str(self.value)
