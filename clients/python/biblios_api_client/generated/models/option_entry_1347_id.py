from enum import StrEnum

class OptionEntry1347Id(StrEnum):
    BUILDINGS = "buildings"
    GUARD_TOWER = "guard_tower"
    PLAGUE_SPARES_FEWEST_RATS = "plague_spares_fewest_rats"

    def __str__(self) -> str:
        return str(self.value)
