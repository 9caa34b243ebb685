from enum import StrEnum

class RowCard1347Type(StrEnum):
    BREWERY = "brewery"
    CASTLE = "castle"
    FARM = "farm"
    FORTUNE_TELLER = "fortune_teller"
    GUARD_TOWER = "guard_tower"
    HOSPITAL = "hospital"
    MARKETPLACE = "marketplace"
    MONASTERY = "monastery"
    OFFICE = "office"
    PALACE = "palace"
    PIPERS_HUT = "pipers_hut"
    TREASURY = "treasury"

    def __str__(self) -> str:
        return str(self.value)
