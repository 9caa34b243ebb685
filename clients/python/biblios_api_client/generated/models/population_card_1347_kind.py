from enum import StrEnum

class PopulationCard1347Kind(StrEnum):
    POPULATION = "population"

    def __str__(self) -> str:
        return str(self.value)
