from enum import StrEnum

class SupplyChosenEvent1347Type(StrEnum):
    SUPPLY_CHOSEN = "supply_chosen"

    def __str__(self) -> str:
        return str(self.value)
