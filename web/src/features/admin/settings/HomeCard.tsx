import { memo } from 'react';
import type { MenuItemView } from '@domain/menu';
import type { Resource } from '@/lib/use-resource';
import { SettingsCard } from './fields';
import { ItemPicker } from './ItemPicker';

/** The home page's cards, chosen from the menu in the order they show. */
export const HomeCard = memo(function HomeCard({ menu }: { menu: Resource<MenuItemView[]> }) {
  return (
    <SettingsCard
      id="settings-home"
      title="Home page"
      lead="The dishes the home page features, in the order they show. A card shows an offer's lowered price while the offer runs."
    >
      <div className="settings-pickers">
        <ItemPicker path="home.topOfferItemIds" legend="Top offers" menu={menu} ordered max={8} />
        <ItemPicker path="home.trendingItemIds" legend="Trending dishes" menu={menu} ordered max={12} />
      </div>
    </SettingsCard>
  );
});
