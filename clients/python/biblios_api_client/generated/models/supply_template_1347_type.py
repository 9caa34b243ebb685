from enum import StrEnum

class SupplyTemplate1347Type(StrEnum):
    SUPPLY = "supply"

    def __str__(self) -> str:
        return str(self.value)
